// libpq, PostgreSQL's C client, for ArticulosPostgres (the only module that imports CLibPQ).
// Every libpq call the client makes is a plain function Swift can call, so this header only
// includes libpq's own.
#include <libpq-fe.h>
