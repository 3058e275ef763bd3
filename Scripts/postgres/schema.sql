-- The articles table of ArticulosPostgres, with its full-text search.
--
--   psql "postgresql://USER@HOST:PORT/DB" -v ON_ERROR_STOP=1 -f Scripts/postgres/schema.sql
--
-- Safe to run again: it creates only what is missing. Scripts/postgres/start.sh runs it.
--
-- Search: a generated tsvector where the title weighs A, the tags B and the body C (the client
-- passes the contract's weights to ts_rank for them), over the text search configuration
-- `articulos`: the `simple` one with accents folded by `unaccent`, so "Café" and "cafe" are one
-- word and ts_headline marks the words as they are written.

CREATE EXTENSION IF NOT EXISTS unaccent;

DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_ts_config WHERE cfgname = 'articulos') THEN
    CREATE TEXT SEARCH CONFIGURATION articulos (COPY = simple);
    ALTER TEXT SEARCH CONFIGURATION articulos
      ALTER MAPPING FOR asciiword, word, numword, asciihword, hword, numhword,
        hword_asciipart, hword_part, hword_numpart
      WITH unaccent, simple;
  END IF;
END
$$;

-- unaccent() is only STABLE (it reads its dictionary by name); with the dictionary named, the
-- result depends on the text alone, which lets an index or a generated column use it.
CREATE OR REPLACE FUNCTION articulos_plegar(texto text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, texto)) $$;

-- Each tag folded: what the tag filter compares.
CREATE OR REPLACE FUNCTION articulos_plegar_etiquetas(etiquetas text[]) RETURNS text[]
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT coalesce(array_agg(articulos_plegar(e)), '{}') FROM unnest(etiquetas) AS e $$;

-- The tags as one text, as an excerpt of them shows them ("café, recetas").
CREATE OR REPLACE FUNCTION articulos_texto_de_etiquetas(etiquetas text[]) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT array_to_string(etiquetas, ', ') $$;

CREATE TABLE IF NOT EXISTS articulos (
  -- "C": ids sort as text by code point, the order every implementation lists them in.
  id text COLLATE "C" PRIMARY KEY,
  titulo text NOT NULL,
  cuerpo text NOT NULL,
  etiquetas text[] NOT NULL DEFAULT '{}',
  creado timestamptz NOT NULL,
  actualizado timestamptz NOT NULL,
  documento tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('articulos', titulo), 'A')
      || setweight(to_tsvector('articulos', articulos_texto_de_etiquetas(etiquetas)), 'B')
      || setweight(to_tsvector('articulos', cuerpo), 'C')
  ) STORED
);

CREATE INDEX IF NOT EXISTS articulos_documento ON articulos USING gin (documento);
CREATE INDEX IF NOT EXISTS articulos_etiquetas_plegadas
  ON articulos USING gin (articulos_plegar_etiquetas(etiquetas));
