# Sourced by the scripts that run what cargo built: sets TARGET to the folder cargo builds into,
# as cargo itself resolves it (CARGO_TARGET_DIR, CARGO_BUILD_TARGET_DIR, a `build.target-dir`
# in a cargo config, or the workspace's target/). Run it from the project's folder.
TARGET=$(command cargo metadata --format-version 1 --no-deps |
    sed -n 's/.*"target_directory":"\([^"]*\)".*/\1/p')
if [ -z "$TARGET" ]; then
    echo "$(basename "$0"): cannot tell cargo's target folder (cargo metadata said nothing)" >&2
    exit 2
fi
