# Sourced by start.sh and stop.sh: what a process id stands for.
# shellcheck shell=bash

# Succeeds when process $1 exists and has not exited (a zombie has).
is_running() {
  local pid="$1" stat
  [[ "$pid" =~ ^[0-9]+$ ]] || return 1
  if [[ -r "/proc/$pid/stat" ]]; then
    # The state is the first field after "(command name) ", which may itself hold spaces.
    stat="$(sed 's/^.*) //' "/proc/$pid/stat" 2>/dev/null)" || return 1
  else
    stat="$(ps -o stat= -p "$pid" 2>/dev/null)" || return 1
  fi
  [[ -n "$stat" && "$stat" != Z* ]]
}

# Succeeds when process $1 is running `datasette ... serve`. The command-line test keeps the
# scripts from signalling an unrelated process that reused the id of a server that died.
# NB: right after `cmd &` the child may not have exec'd yet and still shows the shell's
# command line; start.sh therefore watches its own child with is_running.
is_datasette_server() {
  local pid="$1" args
  is_running "$pid" || return 1
  if [[ -r "/proc/$pid/cmdline" ]]; then
    args="$(tr '\0' ' ' <"/proc/$pid/cmdline" 2>/dev/null)" || return 1
  else
    args="$(ps -o args= -p "$pid" 2>/dev/null)" || return 1
  fi
  [[ "$args" == *datasette*serve* ]]
}
