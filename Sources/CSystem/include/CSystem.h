#ifndef CSYSTEM_H
#define CSYSTEM_H

// Small POSIX helpers the Swift overlays do not expose (or not safely): starting a child with
// only the standard descriptors, a close-on-exec pipe, a Ctrl-C handler.

#include <sys/types.h>

/// Passed as a descriptor to `workbook_spawn`: the child keeps the parent's descriptor.
#define WORKBOOK_SPAWN_INHERIT (-2)

/// Starts `argv[0]` (looked up on the PATH when it has no slash) with environment `envp`
/// (NULL: the parent's) in directory `directory` (NULL: the parent's). The child's standard
/// input, output and error become `in_fd`, `out_fd` and `err_fd` (or stay the parent's with
/// WORKBOOK_SPAWN_INHERIT); every other descriptor is closed in the child, so a pipe the
/// parent made for another child never leaks into this one. With `own_group` nonzero the child
/// leads a new process group, so that it can be stopped together with the programs it starts.
/// With `default_interrupt` nonzero, Ctrl-C and Ctrl-\ (SIGINT, SIGQUIT) act on the child as in
/// a shell even when the parent ignores them (an editor in the foreground).
/// Returns 0 and sets `*pid`, or returns an errno value.
int workbook_spawn(pid_t *pid, char *const argv[], char *const envp[], const char *directory,
                   int in_fd, int out_fd, int err_fd, int own_group, int default_interrupt);

/// Makes a pipe whose two ends are closed on exec (atomically where the system allows), so
/// that no child started meanwhile by another thread inherits it. Returns 0 or -1 with errno.
int workbook_pipe(int fds[2]);

/// Installs a SIGINT handler that writes one byte to `write_fd` (and does nothing else, as a
/// signal handler must). Installed at once, on the calling thread: a handler installed later on
/// another thread (a dispatch source registers its own asynchronously) can be lost to libedit,
/// which saves the handler it finds when it starts reading a line and puts that one back.
/// Returns 0, or -1 with errno.
int workbook_catch_interrupt(int write_fd);

/// In the grader: on signal `signo`, and at exit while a check is running, writes the stack of
/// the interrupted (or exiting) thread to `fd`: a line `=== workbook stack: sampled` (or
/// `exit`), glibc's `backtrace_symbols_fd` lines (`/path/lib.so(symbol+0x1f)[0x7f…]`), and
/// `=== end of stack`. Returns 0, or -1 with errno.
int workbook_install_stack_dump(int signo, int fd);

/// Tells the stack dump whether a check is running (an exit then writes the stack).
void workbook_set_check_running(int running);

/// Writes the calling thread's stack as `workbook_install_stack_dump` describes.
void workbook_dump_stack(const char *reason);

#endif
