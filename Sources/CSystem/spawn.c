#define _GNU_SOURCE
#include "CSystem.h"

#include <errno.h>
#include <signal.h>
#include <spawn.h>
#include <stddef.h>
#include <fcntl.h>
#include <unistd.h>

extern char **environ;

static int redirect(posix_spawn_file_actions_t *actions, int fd, int target) {
    if (fd == WORKBOOK_SPAWN_INHERIT) return 0;
    return posix_spawn_file_actions_adddup2(actions, fd, target);
}

int workbook_spawn(pid_t *pid, char *const argv[], char *const envp[], const char *directory,
                   int in_fd, int out_fd, int err_fd, int own_group, int default_interrupt) {
    posix_spawn_file_actions_t actions;
    posix_spawnattr_t attributes;
    int error = posix_spawn_file_actions_init(&actions);
    if (error) return error;
    error = posix_spawnattr_init(&attributes);
    if (error) {
        posix_spawn_file_actions_destroy(&actions);
        return error;
    }
    // The child starts with no blocked signals, whichever thread (a dispatch worker that blocks
    // them) starts it. Caught signals start at their default action, ignored ones stay ignored,
    // as exec does.
    short flags = POSIX_SPAWN_SETSIGMASK;
    sigset_t none;
    sigemptyset(&none);
    error = posix_spawnattr_setsigmask(&attributes, &none);
    if (!error && default_interrupt) {
        sigset_t interrupts;
        sigemptyset(&interrupts);
        sigaddset(&interrupts, SIGINT);
        sigaddset(&interrupts, SIGQUIT);
        flags |= POSIX_SPAWN_SETSIGDEF;
        error = posix_spawnattr_setsigdefault(&attributes, &interrupts);
    }
    if (!error && own_group) {
        flags |= POSIX_SPAWN_SETPGROUP;
        error = posix_spawnattr_setpgroup(&attributes, 0);
    }
    if (!error) error = redirect(&actions, in_fd, 0);
    if (!error) error = redirect(&actions, out_fd, 1);
    if (!error) error = redirect(&actions, err_fd, 2);
    if (!error && directory) error = posix_spawn_file_actions_addchdir_np(&actions, directory);
#if defined(__APPLE__)
    // Darwin: every descriptor not named by a file action is closed in the child.
    if (!error) {
        error = posix_spawn_file_actions_addinherit_np(&actions, 0);
        if (!error) error = posix_spawn_file_actions_addinherit_np(&actions, 1);
        if (!error) error = posix_spawn_file_actions_addinherit_np(&actions, 2);
        flags |= POSIX_SPAWN_CLOEXEC_DEFAULT;
    }
#else
    if (!error) error = posix_spawn_file_actions_addclosefrom_np(&actions, 3);
#endif
    if (!error) error = posix_spawnattr_setflags(&attributes, flags);
    if (!error) error = posix_spawnp(pid, argv[0], &actions, &attributes, argv, envp ? envp : environ);
    posix_spawnattr_destroy(&attributes);
    posix_spawn_file_actions_destroy(&actions);
    return error;
}

int workbook_pipe(int fds[2]) {
#if defined(__APPLE__)
    if (pipe(fds) != 0) return -1;
    fcntl(fds[0], F_SETFD, FD_CLOEXEC);
    fcntl(fds[1], F_SETFD, FD_CLOEXEC);
    return 0;
#else
    return pipe2(fds, O_CLOEXEC);
#endif
}
