// The umbrella: `import AppCore` brings every feature, as it did when they were one module.
// Each feature is a module of its own (see Package.swift), so a change to one feature rebuilds
// that feature's tests only; the tool keeps a single import.

@_exported import Borrado
@_exported import Compartido
@_exported import Copia
@_exported import Edicion
@_exported import Envio
@_exported import Exploracion
@_exported import Exportacion
@_exported import Importacion
