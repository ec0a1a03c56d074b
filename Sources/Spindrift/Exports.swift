// `import Spindrift` gives a library user the whole core: the description, the engine and
// the render batch.
@_exported import SpindriftEngine
