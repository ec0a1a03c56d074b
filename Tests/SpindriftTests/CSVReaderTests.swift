import Testing
@testable import Spindrift

@Suite("CSVReader")
struct CSVReaderTests {
    @Test("records split at LF or CRLF; quoted fields keep commas, doubled quotes and line breaks")
    func reads() {
        #expect(CSVReader.records("a,b\n1,2\n") == [["a", "b"], ["1", "2"]])
        #expect(CSVReader.records("a,b\r\n1,2") == [["a", "b"], ["1", "2"]])
        #expect(CSVReader.records(#""x,y","say ""hi""",""\#n"#) == [["x,y", #"say "hi""#, ""]])
        #expect(CSVReader.records("\"two\nlines\",\"cr\r\"\n") == [["two\nlines", "cr\r"]])
        #expect(CSVReader.records(",\n") == [["", ""]])
        #expect(CSVReader.records("") == [])
    }

    @Test("text that is not RFC 4180 CSV is refused", arguments: ["\"open", "a\"b", "\"closed\"x", "a\rb"])
    func refuses(text: String) {
        #expect(CSVReader.records(text) == nil)
    }
}
