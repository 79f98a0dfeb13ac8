// `import UniformTypeIdentifiers` on Linux: `UTType`, which Decl declares where the framework
// is missing (its Documents folder), so `import Decl` has it too.
@_exported import Decl
