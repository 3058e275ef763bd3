say "articulos list --limit 50 --json | <their ids> | articulos delete --from - --yes"
"$articulos" list --limit 50 --json |
  python3 -c 'import json,sys; print("\n".join(a["id"] for a in json.load(sys.stdin)["articulos"]))' |
  "$articulos" delete --from - --yes
