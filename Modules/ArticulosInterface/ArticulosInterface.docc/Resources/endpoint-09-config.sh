bulk_delete_query() {
  # One statement, so one transaction: the ids come as a JSON array in the parameter :ids.
  cat <<QUERY
    queries:
      borrar_articulos:
        sql: delete from articulos where id in (select value from json_each(:ids))
        write: true
        allow:
          id: $actor
QUERY
}
