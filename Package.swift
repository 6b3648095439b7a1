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
        // BLAS and LAPACK for the two modules that compute with them: Accelerate on Apple
        // platforms, the CBLAS system library (OpenBLAS + LAPACKE) everywhere else.
        .target(
            name: "InkLinearAlgebra",
            dependencies: [.target(name: "CBLAS", condition: .when(platforms: [.linux, .android, .windows, .openbsd, .wasi]))]
        ),
        .target(name: "InkCore"),
        // The one atomic, durable file write (temporary file, fsync, rename) every module saves with.
        .target(name: "InkFiles"),
        .target(name: "InkFormats", dependencies: ["InkCore", "InkFiles"]),
        .target(name: "ShapeRecognition", dependencies: ["InkCore", "InkLinearAlgebra"]),
        .target(name: "NeuralNetwork", dependencies: ["InkFiles", "InkLinearAlgebra"]),
        .target(name: "HandwritingRecognition", dependencies: ["InkCore", "InkFiles", "NeuralNetwork"]),
        .target(
            name: "InkRec",
            dependencies: ["InkCore", "InkFormats", "ShapeRecognition", "NeuralNetwork", "HandwritingRecognition"]
        ),
        .target(
            name: "InkRecCLI",
            dependencies: ["InkCore", "InkFiles", "InkFormats", "ShapeRecognition", "NeuralNetwork", "HandwritingRecognition"]
        ),
        .executableTarget(name: "inkrec", dependencies: ["InkRecCLI"]),
        .target(name: "TestSupport", dependencies: ["InkCore", "NeuralNetwork"], path: "Tests/TestSupport"),
        .testTarget(name: "InkCoreTests", dependencies: ["InkCore", "TestSupport"]),
        .testTarget(name: "InkFilesTests", dependencies: ["InkFiles", "TestSupport"]),
        .testTarget(name: "InkFormatsTests", dependencies: ["InkFormats", "TestSupport"]),
        .testTarget(name: "ShapeRecognitionTests", dependencies: ["ShapeRecognition", "InkFormats", "TestSupport"]),
        .testTarget(name: "InkLinearAlgebraTests", dependencies: ["InkLinearAlgebra"]),
        .testTarget(name: "NeuralNetworkTests", dependencies: ["NeuralNetwork", "TestSupport"]),
        .testTarget(
            name: "HandwritingRecognitionTests",
            dependencies: ["HandwritingRecognition", "InkFormats", "TestSupport"]
        ),
        .testTarget(name: "InkRecCLITests", dependencies: ["InkRecCLI", "InkRec", "TestSupport"]),
    ]
)
