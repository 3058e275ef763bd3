// The digit-by-digit reading and writing of the one date shape the workspace writes: the fast
// path of `FechaISO8601`, which leaves every other shape and year to Foundation.
extension FechaISO8601 {
  /// The seconds since 1970 of `YYYY-MM-DDTHH:MM:SS[.fraction]Z`, the one shape the workspace
  /// writes, read digit by digit; `nil` for any other text, for a field out of range, or for a
  /// year before 1583, which are left to Foundation.
  ///
  /// NB: A fast path. Reading every article of a page spends much of its time on dates when
  /// Foundation's parser reads them; this one is a few arithmetic steps. Foundation's calendar
  /// is Julian before the Gregorian reform of October 1582, so earlier dates go through it, and
  /// a date it writes is always read back as the same instant.
  static func segundosEnUTC(_ texto: String) -> Double? {
    var texto = texto
    return texto.withUTF8 { bytes -> Double? in
      guard bytes.count >= 20, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
        bytes[10] == UInt8(ascii: "T"), bytes[13] == UInt8(ascii: ":"),
        bytes[16] == UInt8(ascii: ":"), bytes[bytes.count - 1] == UInt8(ascii: "Z")
      else { return nil }
      func numero(_ desde: Int, _ cifras: Int) -> Int? {
        var valor = 0
        for indice in desde..<(desde + cifras) {
          let cifra = Int(bytes[indice]) - 48
          guard (0...9).contains(cifra) else { return nil }
          valor = valor * 10 + cifra
        }
        return valor
      }
      guard let ano = numero(0, 4), ano >= 1583, let mes = numero(5, 2), let dia = numero(8, 2),
        let hora = numero(11, 2), let minuto = numero(14, 2), let segundo = numero(17, 2),
        (1...12).contains(mes), (1...diasDelMes(mes, ano)).contains(dia), hora < 24,
        minuto < 60, segundo < 60
      else { return nil }
      var fraccion = 0.0
      if bytes.count > 20 {
        guard bytes[19] == UInt8(ascii: "."), bytes.count > 21 else { return nil }
        var escala = 0.1
        for indice in 20..<(bytes.count - 1) {
          let cifra = Int(bytes[indice]) - 48
          guard (0...9).contains(cifra) else { return nil }
          fraccion += Double(cifra) * escala
          escala /= 10
        }
      } else if bytes[19] != UInt8(ascii: "Z") {
        return nil
      }
      let dias = diasDesde1970(ano: ano, mes: mes, dia: dia)
      return Double(((dias * 24 + hora) * 60 + minuto) * 60 + segundo) + fraccion
    }
  }

  /// `YYYY-MM-DDTHH:MM:SS.mmmZ` for whole `segundos` since 1970 and `milisegundos`, written
  /// digit by digit; `nil` outside the years 1583 to 9999, which are left to Foundation (see
  /// ``segundosEnUTC(_:)``).
  static func textoEnUTC(segundos: Double, milisegundos: Int) -> String? {
    // -12_212_553_600 is 1583-01-01T00:00:00Z; 253_402_300_800 is 10000-01-01T00:00:00Z.
    guard segundos >= -12_212_553_600, segundos < 253_402_300_800 else { return nil }
    let total = Int(segundos)
    let dias = total >= 0 ? total / 86_400 : (total - 86_399) / 86_400
    let delDia = total - dias * 86_400
    let (ano, mes, dia) = fechaCivil(diasDesde1970: dias)
    var texto = ""
    texto.reserveCapacity(24)
    func cifras(_ valor: Int, _ cuantas: Int) {
      let digitos = String(valor)
      texto += String(repeating: "0", count: max(0, cuantas - digitos.count)) + digitos
    }
    cifras(ano, 4)
    texto += "-"
    cifras(mes, 2)
    texto += "-"
    cifras(dia, 2)
    texto += "T"
    cifras(delDia / 3600, 2)
    texto += ":"
    cifras(delDia / 60 % 60, 2)
    texto += ":"
    cifras(delDia % 60, 2)
    texto += "."
    cifras(milisegundos, 3)
    return texto + "Z"
  }

  /// The year, month and day of the proleptic Gregorian calendar `dias` after 1970-01-01: the
  /// inverse of ``diasDesde1970(ano:mes:dia:)``.
  private static func fechaCivil(diasDesde1970 dias: Int) -> (ano: Int, mes: Int, dia: Int) {
    let desdeLaEra0 = dias + 719_468
    let era = (desdeLaEra0 >= 0 ? desdeLaEra0 : desdeLaEra0 - 146_096) / 146_097
    let diaDeLaEra = desdeLaEra0 - era * 146_097
    let anoDeLaEra =
      (diaDeLaEra - diaDeLaEra / 1_460 + diaDeLaEra / 36_524 - diaDeLaEra / 146_096) / 365
    let diaDelAno = diaDeLaEra - (365 * anoDeLaEra + anoDeLaEra / 4 - anoDeLaEra / 100)
    let mesDesdeMarzo = (5 * diaDelAno + 2) / 153
    let dia = diaDelAno - (153 * mesDesdeMarzo + 2) / 5 + 1
    let mes = mesDesdeMarzo < 10 ? mesDesdeMarzo + 3 : mesDesdeMarzo - 9
    return (anoDeLaEra + era * 400 + (mes <= 2 ? 1 : 0), mes, dia)
  }

  /// Days from 1970-01-01 to the given day of the proleptic Gregorian calendar.
  private static func diasDesde1970(ano: Int, mes: Int, dia: Int) -> Int {
    // Counted in years that start on 1 March, so the leap day ends its year: era of 400
    // years, year of the era, day of the year, then days of whole eras and years.
    let anoDesdeMarzo = mes <= 2 ? ano - 1 : ano
    let era = (anoDesdeMarzo >= 0 ? anoDesdeMarzo : anoDesdeMarzo - 399) / 400
    let anoDeLaEra = anoDesdeMarzo - era * 400
    let diaDelAno = (153 * (mes > 2 ? mes - 3 : mes + 9) + 2) / 5 + dia - 1
    let diaDeLaEra = anoDeLaEra * 365 + anoDeLaEra / 4 - anoDeLaEra / 100 + diaDelAno
    return era * 146_097 + diaDeLaEra - 719_468
  }

  private static func diasDelMes(_ mes: Int, _ ano: Int) -> Int {
    switch mes {
    case 2: ano % 4 == 0 && (ano % 100 != 0 || ano % 400 == 0) ? 29 : 28
    case 4, 6, 9, 11: 30
    default: 31
    }
  }
}
