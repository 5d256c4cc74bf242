#include "CSystem.h"

#include <errno.h>
#include <signal.h>
#include <string.h>
#include <unistd.h>

static volatile sig_atomic_t interrupt_fd = -1;

static void on_interrupt(int signo) {
    (void)signo;
    int saved = errno;
    unsigned char byte = 1;
    if (interrupt_fd >= 0) (void)!write(interrupt_fd, &byte, 1);
    errno = saved;
}

int workbook_catch_interrupt(int write_fd) {
    interrupt_fd = write_fd;
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = on_interrupt;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESTART;
    return sigaction(SIGINT, &action, NULL);
}
