// The command line's arguments, errors and asset lookup live in SpindriftArguments, which
// the benchmark runner uses without linking SDL; users of the command line see them here.
@_exported import SpindriftArguments
