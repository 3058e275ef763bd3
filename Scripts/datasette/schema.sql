-- The articulos database served by Datasette 1.0 (pinned to datasette==1.0a41).
--
-- create-db.sh runs this file on a new temporary database and renames it into place when it
-- is complete. Docs/DatasetteAPI.md records the HTTP API that Datasette builds on top of it.

-- WAL lets Datasette's read connections keep answering while its write connection commits,
-- and makes each commit cheaper (one fsync of the log instead of journal + database).
-- The setting is stored in the file, so every later connection uses it.
PRAGMA journal_mode = WAL;

-- STRICT: a value that cannot be stored losslessly as the declared type is an error (a blob
-- in a TEXT column); a JSON number or boolean sent for a TEXT column is still stored as its
-- text ("123", "1"). A failed CHECK names its constraint in the error ("CHECK constraint
-- failed: etiquetas_lista_json"), which a client can map to a field.
-- The table keeps SQLite's implicit rowid on purpose: the full-text index below refers to
-- rows by rowid, and so does Datasette's `_search=`.
CREATE TABLE articulos (
  -- A UUID string in practice; any non-empty text up to 200 characters is accepted, so the
  -- tilde-encoding of odd ids in row URLs ("a/b" -> "a~2Fb") can be exercised.
  id TEXT NOT NULL PRIMARY KEY
    CONSTRAINT id_valido CHECK (length(id) BETWEEN 1 AND 200),
  titulo TEXT NOT NULL
    CONSTRAINT titulo_no_vacio CHECK (length(trim(titulo)) > 0),
  cuerpo TEXT NOT NULL,
  -- A JSON array kept as text, for example '["café","recetas"]'.
  etiquetas TEXT NOT NULL DEFAULT '[]'
    CONSTRAINT etiquetas_lista_json
      CHECK (json_valid(etiquetas) AND json_type(etiquetas) = 'array'),
  -- ISO-8601 timestamps. Clients should send UTC to the millisecond with a trailing "Z"
  -- (2024-01-08T14:30:01.000Z, the articulos tool's only format) so that text order is time
  -- order (`_sort=actualizado` compares text). A missing value defaults to the moment
  -- of the insert; an explicit null is an error.
  creado TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
    CONSTRAINT creado_iso8601
      CHECK (creado GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]T[0-2][0-9]:[0-5][0-9]*'),
  actualizado TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
    CONSTRAINT actualizado_iso8601
      CHECK (actualizado GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]T[0-2][0-9]:[0-5][0-9]*')
) STRICT;

-- An article keeps its id for life. Without this, an update that changes the id succeeds
-- but Datasette's `/-/update` with "return": true answers 500 (it reads the row back by the
-- old id); with it, the client gets a 400 that says why.
CREATE TRIGGER articulos_id_fijo BEFORE UPDATE OF id ON articulos
  WHEN old.id IS NOT new.id
BEGIN
  SELECT RAISE(ABORT, 'the id of an article cannot change');
END;

-- Newest first / oldest first listings (`_sort_desc=actualizado`, `_sort=creado`) walk these
-- indexes instead of sorting the table for every page.
CREATE INDEX articulos_actualizado ON articulos (actualizado);
CREATE INDEX articulos_creado ON articulos (creado);

-- The full-text index. Datasette finds it only through the exact text content="articulos"
-- (double quotes, no spaces around "="): it matches the schema SQL with
-- LIKE '%VIRTUAL TABLE%USING FTS%content="articulos"%'. With single quotes the index still
-- works in SQLite, but Datasette never offers `_search=` on the table.
-- remove_diacritics 2 folds accents both when indexing and when querying, so "cafe" finds
-- "café" and "CAFÉ". It also folds ñ to n: "ano" finds "año".
CREATE VIRTUAL TABLE "articulos_fts" USING fts5(
  titulo,
  cuerpo,
  etiquetas,
  content="articulos",
  tokenize="unicode61 remove_diacritics 2"
);

-- Triggers keep the external-content index in step with the table. An external-content
-- FTS5 table must be told the OLD values to forget a row ('delete' command); telling it
-- wrong values corrupts it, hence one trigger per statement kind.
-- NB: INSERT OR REPLACE removes the old row without firing the delete trigger unless the
-- connection has PRAGMA recursive_triggers = ON. Datasette's writes go through sqlite-utils,
-- which turns it on, so `"replace": true` is safe over the API; in the sqlite3 shell, turn it
-- on first or the index keeps the replaced text ('integrity-check' then reports
-- "database disk image is malformed"; 'rebuild' repairs it).
CREATE TRIGGER articulos_fts_insert AFTER INSERT ON articulos BEGIN
  INSERT INTO articulos_fts (rowid, titulo, cuerpo, etiquetas)
    VALUES (new.rowid, new.titulo, new.cuerpo, new.etiquetas);
END;

CREATE TRIGGER articulos_fts_delete AFTER DELETE ON articulos BEGIN
  INSERT INTO articulos_fts (articulos_fts, rowid, titulo, cuerpo, etiquetas)
    VALUES ('delete', old.rowid, old.titulo, old.cuerpo, old.etiquetas);
END;

-- Only re-index when indexed text (or the rowid) changes: an upsert that rewrites a row with
-- the same text, or an update that only touches `actualizado`, costs no index work.
CREATE TRIGGER articulos_fts_update AFTER UPDATE ON articulos
  WHEN old.titulo IS NOT new.titulo
    OR old.cuerpo IS NOT new.cuerpo
    OR old.etiquetas IS NOT new.etiquetas
    OR old.rowid IS NOT new.rowid
BEGIN
  INSERT INTO articulos_fts (articulos_fts, rowid, titulo, cuerpo, etiquetas)
    VALUES ('delete', old.rowid, old.titulo, old.cuerpo, old.etiquetas);
  INSERT INTO articulos_fts (rowid, titulo, cuerpo, etiquetas)
    VALUES (new.rowid, new.titulo, new.cuerpo, new.etiquetas);
END;
