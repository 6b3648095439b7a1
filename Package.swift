// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "inkrec",
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [
        .library(name: "InkRec", targets: ["InkRec"]),
        .executable(name: "inkrec", targets: ["inkrec"]),
    ],
    targets: [
        .systemLibrary(
            name: "CBLAS",
            pkgConfig: "openblas",
            providers: [.apt(["libopenblas-dev", "liblapacke-dev"])]
        ),
        .target(name: "InkCore"),
        .target(name: "InkFormats", dependencies: ["InkCore"]),
        .target(name: "ShapeRecognition", dependencies: ["InkCore", "CBLAS"]),
        .target(name: "NeuralNetwork", dependencies: ["CBLAS"]),
        .target(name: "HandwritingRecognition", dependencies: ["InkCore", "NeuralNetwork"]),
        .target(
            name: "InkRec",
            dependencies: ["InkCore", "InkFormats", "ShapeRecognition", "NeuralNetwork", "HandwritingRecognition"]
        ),
        .target(
            name: "InkRecCLI",
            dependencies: ["InkCore", "InkFormats", "ShapeRecognition", "NeuralNetwork", "HandwritingRecognition"]
        ),
        .executableTarget(name: "inkrec", dependencies: ["InkRecCLI"]),
        .target(name: "TestSupport", dependencies: ["InkCore", "NeuralNetwork"], path: "Tests/TestSupport"),
        .testTarget(name: "InkCoreTests", dependencies: ["InkCore", "TestSupport"]),
        .testTarget(name: "InkFormatsTests", dependencies: ["InkFormats", "TestSupport"]),
        .testTarget(name: "ShapeRecognitionTests", dependencies: ["ShapeRecognition", "InkFormats", "TestSupport"]),
        .testTarget(name: "NeuralNetworkTests", dependencies: ["NeuralNetwork", "CBLAS", "TestSupport"]),
        .testTarget(
            name: "HandwritingRecognitionTests",
            dependencies: ["HandwritingRecognition", "InkFormats", "TestSupport"]
        ),
        .testTarget(name: "InkRecCLITests", dependencies: ["InkRecCLI", "InkRec", "TestSupport"]),
    ]
)
