/*
 * The bare libpq loops that Benchmarks/bulk/postgres.py measures the tool against: the least a
 * client can do to send the statements ArticulosPostgres sends, on one connection, with bound
 * parameters, and nothing else (no decoding, no checks, no retries).
 *
 *   bare-libpq URI upsert FILE          each line of FILE is a JSON array of articles: one
 *                                       upsert statement per line (the tool's batch)
 *   bare-libpq URI read PAGE OUT        every row, PAGE rows a query, by id (keyset paging),
 *                                       each row's JSON written to OUT as a JSON array
 *   bare-libpq URI copy DEST PAGE BATCH every row read as `read` does, PAGE a query, and
 *                                       upserted into DEST (a second URI), BATCH rows a statement
 *   bare-libpq URI delete FILE BATCH    the ids of FILE (one a line), BATCH ids a statement
 *   bare-libpq URI search WORDS PAGE    page PAGE (from 1) of the ranked search for WORDS
 *
 * The statements are those of Modules/ArticulosPostgres/ClienteArticulos+Postgres.swift,
 * written again here so this program stays plain C, with one difference that favours this
 * side: where the client reads an article's columns and checks each value, these loops ask the
 * server for each row as JSON text (FILA) and copy it out unread. The driver checks the results
 * (row counts, files) so a loop that did less than the tool is caught.
 *
 * Exit status: 0 done, 1 a statement or the connection failed, 64 bad usage.
 */
#include <libpq-fe.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define FILA                                                                              \
  "json_build_object('id', a.id, 'titulo', a.titulo, 'cuerpo', a.cuerpo, "                 \
  "'etiquetas', a.etiquetas, "                                                              \
  "'creado', to_char(a.creado AT TIME ZONE 'UTC', 'YYYY-MM-DD\"T\"HH24:MI:SS.MS\"Z\"'), "   \
  "'actualizado', to_char(a.actualizado AT TIME ZONE 'UTC', "                               \
  "'YYYY-MM-DD\"T\"HH24:MI:SS.MS\"Z\"'))::text"

static const char *UPSERT =
    "INSERT INTO articulos (id, titulo, cuerpo, etiquetas, creado, actualizado) "
    "SELECT x.id, x.titulo, x.cuerpo, "
    "ARRAY(SELECT e.valor FROM jsonb_array_elements_text(x.etiquetas) "
    "WITH ORDINALITY AS e(valor, n) ORDER BY e.n), "
    "x.creado::timestamptz, x.actualizado::timestamptz "
    "FROM jsonb_to_recordset($1::jsonb) AS x("
    "id text, titulo text, cuerpo text, etiquetas jsonb, creado text, actualizado text) "
    "ON CONFLICT (id) DO UPDATE SET titulo = excluded.titulo, cuerpo = excluded.cuerpo, "
    "etiquetas = excluded.etiquetas, creado = excluded.creado, "
    "actualizado = excluded.actualizado";

static const char *READ = "SELECT a.id, " FILA " FROM articulos a "
                          "WHERE $1::text IS NULL OR a.id > $1::text ORDER BY a.id LIMIT $2::int";

static const char *DELETE = "DELETE FROM articulos WHERE id = ANY($1::text[]) RETURNING id";

static const char *SEARCH =
    "WITH consulta AS (SELECT plainto_tsquery('articulos', $1::text) AS q), "
    "coincidencias AS (SELECT a.*, ts_rank('{0,0.1,0.4,1}'::float4[], a.documento, c.q) AS rango "
    "FROM articulos a CROSS JOIN consulta c WHERE a.documento @@ c.q "
    "AND articulos_plegar_etiquetas(a.etiquetas) @> articulos_plegar_etiquetas('{}'::text[])) "
    "SELECT (SELECT count(*) FROM coincidencias), a.id, " FILA ", "
    "ts_headline('articulos', a.titulo, c.q, $3::text), "
    "ts_headline('articulos', articulos_texto_de_etiquetas(a.etiquetas), c.q, $3::text), "
    "ts_headline('articulos', a.cuerpo, c.q, $3::text) "
    "FROM coincidencias a CROSS JOIN consulta c "
    "ORDER BY a.rango DESC, a.id LIMIT 20 OFFSET $2::int";

/* ExtractoPostgres.opciones: the excerpt's marks and length. */
static const char *EXTRACTO =
    "StartSel=\xee\x80\x80, StopSel=\xee\x80\x81, MaxWords=12, MinWords=8, ShortWord=0";

static PGconn *conexion;

static PGresult *ejecutar(const char *sql, int n, const char *const *valores,
                          ExecStatusType esperado) {
  PGresult *resultado = PQexecParams(conexion, sql, n, NULL, valores, NULL, NULL, 0);
  if (PQresultStatus(resultado) != esperado) {
    fprintf(stderr, "bare-libpq: %s", PQerrorMessage(conexion));
    exit(1);
  }
  return resultado;
}

static FILE *abrir(const char *ruta, const char *modo) {
  FILE *archivo = fopen(ruta, modo);
  if (!archivo) {
    perror(ruta);
    exit(1);
  }
  return archivo;
}

static int upsert(const char *ruta) {
  FILE *archivo = abrir(ruta, "r");
  char *linea = NULL;
  size_t capacidad = 0;
  ssize_t largo;
  long lotes = 0;
  while ((largo = getline(&linea, &capacidad, archivo)) > 0) {
    if (linea[largo - 1] == '\n') linea[largo - 1] = '\0';
    const char *valores[] = {linea};
    PQclear(ejecutar(UPSERT, 1, valores, PGRES_COMMAND_OK));
    lotes++;
  }
  free(linea);
  fclose(archivo);
  printf("%ld\n", lotes);
  return 0;
}

static int leer(const char *pagina, const char *ruta) {
  FILE *salida = abrir(ruta, "w");
  char *ultimo = NULL;
  long filas = 0;
  fputs("[", salida);
  for (;;) {
    const char *valores[] = {ultimo, pagina};
    PGresult *resultado = ejecutar(READ, 2, valores, PGRES_TUPLES_OK);
    int n = PQntuples(resultado);
    for (int i = 0; i < n; i++) {
      fputs(filas++ ? ",\n" : "\n", salida);
      fputs(PQgetvalue(resultado, i, 1), salida);
    }
    free(ultimo);
    ultimo = n ? strdup(PQgetvalue(resultado, n - 1, 0)) : NULL;
    PQclear(resultado);
    if (n < atoi(pagina)) break;
  }
  free(ultimo);
  fputs("\n]\n", salida);
  fclose(salida);
  printf("%ld\n", filas);
  return 0;
}

static int copiar(const char *destino, const char *pagina, int lote) {
  PGconn *escritura = PQconnectdb(destino);
  if (PQstatus(escritura) != CONNECTION_OK) {
    fprintf(stderr, "bare-libpq: %s", PQerrorMessage(escritura));
    exit(1);
  }
  char *ultimo = NULL;
  long filas = 0;
  size_t tope = 1 << 20;
  char *arreglo = malloc(tope);
  for (;;) {
    const char *valores[] = {ultimo, pagina};
    PGresult *resultado = ejecutar(READ, 2, valores, PGRES_TUPLES_OK);
    int n = PQntuples(resultado);
    for (int desde = 0; desde < n; desde += lote) {
      size_t usado = 0;
      for (int i = desde; i < n && i < desde + lote; i++) {
        const char *fila = PQgetvalue(resultado, i, 1);
        size_t largo = strlen(fila);
        if (usado + largo + 4 >= tope) {
          tope = 2 * (tope + largo);
          arreglo = realloc(arreglo, tope);
        }
        arreglo[usado++] = i == desde ? '[' : ',';
        memcpy(arreglo + usado, fila, largo);
        usado += largo;
      }
      strcpy(arreglo + usado, "]");
      const char *lotes[] = {arreglo};
      PGresult *escrito = PQexecParams(escritura, UPSERT, 1, NULL, lotes, NULL, NULL, 0);
      if (PQresultStatus(escrito) != PGRES_COMMAND_OK) {
        fprintf(stderr, "bare-libpq: %s", PQerrorMessage(escritura));
        exit(1);
      }
      PQclear(escrito);
    }
    filas += n;
    free(ultimo);
    ultimo = n ? strdup(PQgetvalue(resultado, n - 1, 0)) : NULL;
    PQclear(resultado);
    if (n < atoi(pagina)) break;
  }
  free(ultimo);
  free(arreglo);
  PQfinish(escritura);
  printf("%ld\n", filas);
  return 0;
}

static int borrar(const char *ruta, int lote) {
  FILE *archivo = abrir(ruta, "r");
  char *linea = NULL;
  size_t capacidad = 0, usado = 0;
  ssize_t largo;
  size_t tope = 64 * (size_t)lote + 16;
  char *arreglo = malloc(tope);
  int enLote = 0;
  long borrados = 0;
  for (;;) {
    largo = getline(&linea, &capacidad, archivo);
    if (largo > 0 && linea[largo - 1] == '\n') linea[--largo] = '\0';
    if (largo > 0) {
      if (usado + (size_t)largo + 4 >= tope) {
        tope = 2 * (tope + (size_t)largo);
        arreglo = realloc(arreglo, tope);
      }
      usado += (size_t)sprintf(arreglo + usado, "%s\"%s\"", enLote ? "," : "{", linea);
      enLote++;
    }
    if (enLote && (enLote == lote || largo <= 0)) {
      strcpy(arreglo + usado, "}");
      const char *valores[] = {arreglo};
      PGresult *resultado = ejecutar(DELETE, 1, valores, PGRES_TUPLES_OK);
      borrados += PQntuples(resultado);
      PQclear(resultado);
      usado = 0;
      enLote = 0;
    }
    if (largo <= 0) break;
  }
  free(arreglo);
  free(linea);
  fclose(archivo);
  printf("%ld\n", borrados);
  return 0;
}

static int buscar(const char *palabras, int pagina) {
  char desplazamiento[32];
  snprintf(desplazamiento, sizeof desplazamiento, "%d", (pagina - 1) * 20);
  const char *valores[] = {palabras, desplazamiento, EXTRACTO};
  PGresult *resultado = ejecutar(SEARCH, 3, valores, PGRES_TUPLES_OK);
  printf("%d\n", PQntuples(resultado));
  PQclear(resultado);
  return 0;
}

int main(int argc, char **argv) {
  if (argc < 4) {
    fprintf(stderr, "usage: bare-libpq URI upsert|read|copy|delete|search ARGUMENTS...\n");
    return 64;
  }
  conexion = PQconnectdb(argv[1]);
  if (PQstatus(conexion) != CONNECTION_OK) {
    fprintf(stderr, "bare-libpq: %s", PQerrorMessage(conexion));
    return 1;
  }
  int estado = 64;
  if (!strcmp(argv[2], "upsert") && argc == 4) estado = upsert(argv[3]);
  else if (!strcmp(argv[2], "read") && argc == 5) estado = leer(argv[3], argv[4]);
  else if (!strcmp(argv[2], "copy") && argc == 6)
    estado = copiar(argv[3], argv[4], atoi(argv[5]));
  else if (!strcmp(argv[2], "delete") && argc == 5) estado = borrar(argv[3], atoi(argv[4]));
  else if (!strcmp(argv[2], "search") && argc == 5) estado = buscar(argv[3], atoi(argv[4]));
  else fprintf(stderr, "usage: bare-libpq URI upsert|read|copy|delete|search ARGUMENTS...\n");
  PQfinish(conexion);
  return estado;
}
