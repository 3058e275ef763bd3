"""Checks that a running Datasette serves the articulos API the way Docs/DatasetteAPI.md says.

Run through check-api.sh, which starts a throwaway server first. Standard library only.
Every check prints one line; the exit status is the number of failed checks (capped at 100).
"""

import json
import sys
import urllib.error
import urllib.parse
import urllib.request

# The server is on loopback: never go through a proxy named in the environment.
OPENER = urllib.request.build_opener(urllib.request.ProxyHandler({}))

SAFE_BYTES = frozenset(b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-")


def tilde_encode(text):
    """Datasette's encoding of a primary key inside a row URL."""
    return "".join(
        chr(byte) if byte in SAFE_BYTES else "+" if byte == 0x20 else f"~{byte:02X}"
        for byte in text.encode("utf-8")
    )


class Api:
    def __init__(self, database_url, token):
        self.database = database_url.rstrip("/")
        self.table = self.database + "/articulos"
        self.token = token

    def request(self, method, path, body=None, token=None, raw_body=None, base=None):
        headers = {"Content-Type": "application/json"}
        if token is not None:
            headers["Authorization"] = f"Bearer {token}"
        data = raw_body
        if body is not None:
            data = json.dumps(body).encode("utf-8")
        request = urllib.request.Request(
            (base or self.table) + path, data=data, method=method, headers=headers
        )
        try:
            with OPENER.open(request, timeout=10) as response:
                return response.status, json.loads(response.read())
        except urllib.error.HTTPError as error:
            payload = error.read()
            try:
                return error.code, json.loads(payload)
            except json.JSONDecodeError:
                return error.code, payload.decode("utf-8", "replace")

    def get(self, path):
        return self.request("GET", path)

    def write(self, path, body=None, token="default", raw_body=None):
        return self.request(
            "POST",
            path,
            body=body,
            token=self.token if token == "default" else token,
            raw_body=raw_body,
        )

    def write_query(self, name, body, token="default"):
        """Runs the database's canned write query `name`, asking for its JSON answer."""
        return self.request(
            "POST", f"/{name}?_json=1", body=body,
            token=self.token if token == "default" else token, base=self.database,
        )


def article(article_id, **fields):
    row = {
        "id": article_id,
        "titulo": "Título",
        "cuerpo": "Cuerpo",
        "etiquetas": "[]",
        "creado": "2025-01-01T00:00:00Z",
        "actualizado": "2025-01-01T00:00:00Z",
    }
    row.update(fields)
    return row


def walk(api, query, first_next=None):
    """Follows `next` to the end; returns the ids in order."""
    ids, token = [], first_next
    for _ in range(1000):
        suffix = "" if token is None else "&_next=" + urllib.parse.quote(token, safe="")
        status, page = api.get(f".json?{query}&_col=id{suffix}")
        if status != 200:
            raise AssertionError(f"page answered {status}: {page}")
        ids += [row["id"] for row in page["rows"]]
        token = page["next"]
        if token is None:
            return ids
    raise AssertionError("more than 1000 pages")


def main(database_url, token):
    api = Api(database_url, token)
    failures = []

    def check(name, condition, detail=""):
        shown = "" if condition else ": " + repr(detail)[:300]
        print(("ok    " if condition else "FAIL  ") + name + shown)
        if not condition:
            failures.append(name)

    status, page = api.get(".json?_shape=objects&_size=2&_extra=count")
    check(
        "list: keys and count",
        status == 200
        and set(page) == {"ok", "next", "next_url", "count", "count_truncated", "rows", "truncated"}
        and page["count"] == 50
        and page["count_truncated"] is False
        and len(page["rows"]) == 2
        and page["next"] == page["rows"][-1]["id"],
        (status, page),
    )
    check(
        "list: row keys",
        set(page["rows"][0]) == {"id", "titulo", "cuerpo", "etiquetas", "creado", "actualizado"},
        page["rows"][0],
    )

    with OPENER.open(api.table + ".json?_shape=objects&_size=3", timeout=10) as response:
        link = response.headers.get("link", "")
        first = json.loads(response.read())
    named = urllib.parse.parse_qs(urllib.parse.urlsplit(link.split(">")[0].lstrip("<")).query)
    check(
        'list: a link header names the next page (rel="next", its _next is the body\'s next)',
        link.endswith('; rel="next"') and named.get("_next") == [first["next"]],
        (link, first.get("next")),
    )
    root = database_url.rstrip("/").rsplit("/", 1)[0]
    with OPENER.open(root + "/-/settings.json", timeout=10) as response:
        settings = json.loads(response.read())
    check(
        "settings: /-/settings.json reports max_returned_rows (1000 by default)",
        settings.get("max_returned_rows") == 1000,
        settings,
    )
    status, page = api.get(".json?_size=1001")
    check(
        "list: a page larger than max_returned_rows is refused with 400",
        status == 400 and "_size must be <= 1000" in json.dumps(page),
        (status, page),
    )

    ids = walk(api, "_size=7")
    check("paging by id: every row once, in id order", ids == sorted(set(ids)) and len(ids) == 50)
    status, page = api.get(".json?_size=10&_next=" + ids[39])
    check(
        "paging: last page has next null, no empty extra page",
        status == 200 and len(page["rows"]) == 10 and page["next"] is None,
        (status, page.get("next")),
    )

    status, _ = api.write(
        "/-/insert",
        {
            "rows": [
                article(f"empate-{n:02d}", actualizado="2030-01-01T00:00:00Z") for n in range(20)
            ]
        },
    )
    check("insert: 20 rows with one timestamp", status == 201, status)
    workaround = walk(api, "_size=7&_sort_desc=actualizado", first_next="A,")
    check(
        "sorted paging with a first _next: every row once",
        len(workaround) == 70 and len(set(workaround)) == 70,
        (len(workaround), len(set(workaround))),
    )

    status, _ = api.write(
        "/-/insert",
        {"row": article("acento", titulo="Xilófono y ñoñería", cuerpo="Un pingüinoide señorial")},
    )
    check("insert: one row answers 201", status == 201, status)
    for text in ["xilofono", "XILÓFONO", "ñoñería", "noneria", "pinguinoide", "senorial"]:
        status, page = api.get(".json?_extra=count&_search=" + urllib.parse.quote(text))
        check(
            f"search without accents: {text!r} finds the article",
            status == 200 and [row["id"] for row in page["rows"]] == ["acento"],
            (status, page),
        )
    status, page = api.get(".json?_search=nonerias")
    check("search has no stemming: a plural finds nothing", status == 200 and page["rows"] == [])
    status, page = api.get(".json?_search=" + urllib.parse.quote('xilofono -leche "x'))
    check("search escapes FTS syntax by default", status == 200 and page["rows"] == [], page)
    status, page = api.get(".json?_searchmode=raw&_search=" + urllib.parse.quote("xilo*"))
    check("raw search allows prefixes", status == 200 and len(page["rows"]) == 1, page)
    status, page = api.get(".json?_searchmode=raw&_search=" + urllib.parse.quote("xilofono -"))
    check(
        "raw search with bad syntax: 400",
        status == 400 and page["ok"] is False and "fts5" in page["error"],
        (status, page),
    )
    status, page = api.get(".json?_search=")
    check("empty search: 400", status == 400, (status, page))

    status, page = api.get("/acento.json")
    check(
        "one row: shape",
        status == 200
        and page["rows"][0]["titulo"] == "Xilófono y ñoñería"
        and page["primary_keys"] == ["id"]
        and page["primary_key_values"] == ["acento"],
        page,
    )
    status, page = api.get("/no-existe.json")
    check(
        "one row: missing is 404",
        status == 404
        and page
        == {"ok": False, "error": "Row not found", "errors": ["Row not found"], "status": 404},
        (status, page),
    )

    odd = "a/b~c d+é,f"
    status, _ = api.write("/-/insert", {"row": article(odd)})
    status_get, page = api.get(f"/{tilde_encode(odd)}.json")
    check(
        "tilde-encoded id in row URL",
        status == 201 and status_get == 200 and page["rows"][0]["id"] == odd,
        (status, status_get),
    )
    status, page = api.get(f"/{urllib.parse.quote(odd, safe='')}.json")
    check("percent-encoded id in row URL is not found", status == 404, status)

    status, page = api.write(
        "/-/insert", {"rows": [article("lote-1"), article("lote-2")], "return": True}
    )
    check(
        "insert batch with return",
        status == 201 and [row["id"] for row in page["rows"]] == ["lote-1", "lote-2"],
        (status, page),
    )
    status, page = api.write("/-/insert", {"rows": [article("lote-3"), article("lote-1")]})
    status_get, _ = api.get("/lote-3.json")
    check(
        "insert duplicate id: 400 and the whole batch is rolled back",
        status == 400
        and page["error"] == "UNIQUE constraint failed: articulos.id"
        and status_get == 404,
        (status, page, status_get),
    )
    status, page = api.write("/-/insert", {"rows": [article(f"m{n}") for n in range(101)]})
    check(
        "insert 101 rows: 400",
        status == 400 and page["error"] == "Too many rows, maximum allowed is 100",
        (status, page),
    )
    status, page = api.write("/-/insert", {"row": article("x", color="rojo")})
    check(
        "insert unknown column: 400",
        status == 400 and page["errors"] == ["Row 0 has invalid columns: color"],
        (status, page),
    )
    row = article("x")
    del row["cuerpo"]
    status, page = api.write("/-/insert", {"row": row})
    check(
        "insert missing NOT NULL column: 400",
        status == 400 and page["error"] == "NOT NULL constraint failed: articulos.cuerpo",
        (status, page),
    )
    status, page = api.write("/-/insert", {"row": article("x", etiquetas="no es json")})
    check(
        "insert etiquetas that are not a JSON array: 400",
        status == 400 and page["error"] == "CHECK constraint failed: etiquetas_lista_json",
        (status, page),
    )
    status, page = api.write("/-/insert", raw_body=b'{"row": {')
    check(
        "malformed JSON: 400",
        status == 400 and page["error"].startswith("Invalid JSON:"),
        (status, page),
    )
    status, page = api.write("/-/insert", {"row": article("sin-token")}, token=None)
    check(
        "no token: 403",
        status == 403
        and page
        == {
            "ok": False,
            "error": "Permission denied",
            "errors": ["Permission denied"],
            "status": 403,
        },
        (status, page),
    )
    status, page = api.write("/-/insert", {"row": article("mal-token")}, token="dstok_nada")
    check(
        "bad token: 401",
        status == 401 and page["error"] == "Invalid token signature",
        (status, page),
    )

    status, page = api.write(
        "/-/upsert",
        {
            "rows": [article("lote-1", titulo="Cambiado"), article("nuevo-por-upsert")],
            "return": True,
        },
    )
    check(
        "upsert updates and inserts: 200",
        status == 200
        and {row["id"]: row["titulo"] for row in page["rows"]}
        == {"lote-1": "Cambiado", "nuevo-por-upsert": "Título"},
        (status, page),
    )
    status, page = api.write("/-/upsert", {"rows": [{"id": "lote-1", "titulo": "Solo título"}]})
    check(
        "upsert without every NOT NULL column: 400 even for an existing row",
        status == 400 and page["error"] == "NOT NULL constraint failed: articulos.cuerpo",
        (status, page),
    )

    status, page = api.write(
        "/lote-2/-/update", {"update": {"titulo": "Zarzuelita"}, "return": True}
    )
    check(
        "update with return: 200 and the row",
        status == 200 and page["rows"][0]["titulo"] == "Zarzuelita",
        (status, page),
    )
    status, page = api.get(".json?_search=zarzuelita")
    check("updated text is searchable", status == 200 and len(page["rows"]) == 1, page)
    status, page = api.write("/no-existe/-/update", {"update": {"titulo": "x"}})
    check(
        "update missing id: 404",
        status == 404 and page["error"] == "Record not found: ['no-existe']",
        (status, page),
    )
    status, page = api.write("/lote-2/-/update", {"update": {"id": "otro"}, "return": True})
    check(
        "update that changes the id: 400 from the schema",
        status == 400 and page["error"] == "the id of an article cannot change",
        (status, page),
    )

    status, page = api.write("/lote-2/-/delete")
    check("delete: 200", status == 200 and page == {"ok": True}, (status, page))
    status, page = api.write("/lote-2/-/delete")
    check("delete again: 404", status == 404, (status, page))
    status, page = api.get(".json?_search=zarzuelita")
    check("deleted row left the full-text index", status == 200 and page["rows"] == [], page)

    status, page = api.write("/-/insert", {"rows": [article("bulk-1"), article("bulk,2")]})
    check("bulk delete: rows to delete inserted", status == 201, (status, page))
    status, page = api.get('.json?_col=id&_shape=objects&id__in=["bulk-1","bulk,2","bulk-3"]')
    check(
        "bulk delete: a JSON array in id__in finds ids with commas, and only those that exist",
        status == 200 and sorted(row["id"] for row in page["rows"]) == ["bulk,2", "bulk-1"],
        (status, page),
    )
    ids = json.dumps(["bulk-1", "bulk,2", "bulk-3"])
    status, page = api.write_query("borrar_articulos", {"ids": ids}, token=None)
    check("bulk delete without a token: 403, nothing deleted", status == 403, (status, page))
    status, page = api.write_query("borrar_articulos", {"ids": ids})
    check(
        "bulk delete: one request, the count of rows deleted in its message",
        status == 200 and page.get("ok") is True
        and page.get("message") == "Query executed, 2 rows affected",
        (status, page),
    )
    status, page = api.get('.json?_col=id&_shape=objects&id__in=["bulk-1","bulk,2"]')
    check("bulk delete: the rows are gone", status == 200 and page["rows"] == [], (status, page))
    status, page = api.write_query("borrar_articulos", {"ids": "[nope"})
    check("bulk delete of malformed ids: 400", status == 400, (status, page))
    status, page = api.write_query("no_existe", {"ids": ids})
    check("a write query the database does not declare: 404", status == 404, (status, page))

    return min(len(failures), 100)


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit("usage: check_api.py DATABASE_URL TOKEN")
    try:
        sys.exit(main(sys.argv[1], sys.argv[2]))
    except (urllib.error.URLError, OSError, AssertionError) as error:
        sys.exit(f"check_api.py: error: {error}")
