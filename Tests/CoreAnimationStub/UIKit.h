// Empty: see module.modulemap.
