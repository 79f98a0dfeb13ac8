// Swift Testing declares a cross-import overlay for UIKit: a file that imports both `Testing`
// and `UIKit` makes the compiler load `_Testing_UIKit`. Apple's adds image attachments; with
// Decl's UIKit on Linux there is nothing to add, but the module must exist or such a test file
// does not compile.
