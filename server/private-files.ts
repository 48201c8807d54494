import {
  chmodSync,
  closeSync,
  fchmodSync,
  mkdirSync,
  openSync,
  statSync,
  writeFileSync,
} from "node:fs";

/*
 * Everything the site writes under DATA_DIR (database, keys, mails with PINs and one-time links)
 * is for the site's own user only: folders 0700, files 0600, whatever the umask.
 */

/** Creates `dir` (and missing parents) readable by the site's user only; an existing one stays as it is. */
export function privateFolder(dir: string): void {
  const created = mkdirSync(dir, { recursive: true, mode: 0o700 });
  // The umask can only take bits away; this sets exactly 0700 on the folder asked for.
  if (created !== undefined) chmodSync(dir, 0o700);
}

/**
 * Writes `data` to `file` with mode 0600. The mode is set before the first byte is written, so
 * even a file left over with a wider mode never holds the data readable by others.
 * `flag: "wx"` fails with EEXIST when the file exists.
 */
export function writePrivateFile(file: string, data: string | Buffer, flag: "w" | "wx" = "w") {
  const fd = openSync(file, flag, 0o600);
  try {
    fchmodSync(fd, 0o600);
    writeFileSync(fd, data);
  } finally {
    closeSync(fd);
  }
}

/**
 * Creates the SQLite file with mode 0600 before SQLite opens it (SQLite would create it 0644),
 * and narrows an existing one and its -wal and -shm files: SQLite gives those the mode of the
 * database file when it creates them.
 */
export function privateDatabaseFile(file: string): void {
  try {
    closeSync(openSync(file, "wx", 0o600));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  for (const path of [file, `${file}-wal`, `${file}-shm`]) {
    try {
      chmodSync(path, 0o600);
    } catch (error) {
      // Absent, or another user's file (shared by group on purpose): SQLite decides what it can do.
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== "ENOENT" && code !== "EPERM") throw error;
    }
  }
}

/**
 * For the start-up log: a warning when the existing DATA_DIR can be read or entered by other
 * users of the machine (created before this rule, or by hand), naming the fix.
 */
export function openDataDirWarning(dir: string): string | undefined {
  let mode: number;
  try {
    mode = statSync(dir).mode & 0o777;
  } catch {
    return undefined;
  }
  if ((mode & 0o077) === 0) return undefined;
  return (
    `Warning: DATA_DIR ${dir} is open to other users of this machine (mode ${mode.toString(8).padStart(4, "0")}); ` +
    `it holds the database, the keys and unsent mails with PINs. Make it private: chmod 700 ${dir}`
  );
}
