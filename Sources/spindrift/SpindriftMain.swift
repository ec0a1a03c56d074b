import SpindriftCommandLine

@main
struct SpindriftMain {
    static func main() {
        SpindriftCommand.main(arguments: Array(CommandLine.arguments.dropFirst()))
    }
}
