/// Why an image file named by a cell's `contents` cannot be drawn, in words for the user.
package enum ImageFileProblem: Error, Equatable, CustomStringConvertible {
    /// The file's first bytes are neither PNG's nor JPEG's signature.
    case notAnImage
    /// The file has the format's signature but no readable size.
    case noSize(ImageFileHeader.Format)
    /// The image is 0 pixels wide or high.
    case noPixels(width: Int, height: Int)
    /// The image is wider or higher than ``ImageFileHeader/maximumSide``.
    case tooLarge(width: Int, height: Int)
    /// SDL_image could not decode it, for SDL's reason.
    case undecodable(ImageFileHeader.Format, reason: String)
    /// The file could not be read, for the reason given.
    case unreadable(reason: String)

    package var description: String {
        switch self {
        case .notAnImage:
            "not a PNG or JPEG image"
        case .noSize(let format):
            "a \(format.rawValue) image whose size cannot be read (truncated or damaged)"
        case .noPixels(let width, let height):
            "the image has no pixels (\(width) × \(height))"
        case .tooLarge(let width, let height):
            "the image is \(width) × \(height) pixels, larger than \(ImageFileHeader.maximumSide) × \(ImageFileHeader.maximumSide)"
        case .undecodable(let format, let reason):
            "cannot decode the \(format.rawValue) image: \(reason)"
        case .unreadable(let reason):
            reason
        }
    }
}
