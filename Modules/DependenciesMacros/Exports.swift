// NB: re-exported so that `import DependenciesMacros` alone gives a client file everything the
// expansions call (`Dependencies.reportIssue`) and what clients conform to (`TestDependencyKey`).
@_exported import Dependencies
