// The umbrella module: `import InkRec` gives an app the whole public API.
@_exported import HandwritingRecognition
@_exported import InkCore
@_exported import InkFormats
@_exported import NeuralNetwork
@_exported import ShapeRecognition
