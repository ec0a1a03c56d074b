// The engine builds on the description: a library user who imports the engine (or the
// rendering module above it) gets the description types too.
@_exported import SpindriftDescription
