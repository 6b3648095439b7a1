import InkFormats
import NeuralNetwork

/// What `inkrec --version` prints: the tool's version and the file-format versions it writes
/// (and the newest it reads); with `--json`, `{"inkmodel", "inkrec_json", "version"}`.
struct VersionReport: Encodable {
    let version: String
    let inkrecJSON: Int
    let inkmodel: Int

    enum CodingKeys: String, CodingKey {
        case version, inkrecJSON = "inkrec_json", inkmodel
    }

    static let current = VersionReport(
        version: InkRecTool.version, inkrecJSON: InkJSON.version, inkmodel: Int(InkModel.formatVersion))

    /// `inkrec 0.1.0 (inkrec JSON 1, .inkmodel 1)`.
    var line: String {
        "\(HelpText.toolName) \(version) (inkrec JSON \(inkrecJSON), .inkmodel \(inkmodel))"
    }
}
