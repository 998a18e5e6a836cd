// libFuzzer's driver, for executables that have a main function of their own.
#include <stddef.h>
#include <stdint.h>

/// Runs libFuzzer with the command line `argc`/`argv`, calling `callback` for each input. Linked with
/// `-sanitize=fuzzer` only.
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));
