/**
 * The entry of a long-running command (bench, reliability): parse the options, answer --help at
 * once (exit 0), a bad option with the usage (exit 2), otherwise run and exit with its code.
 */
export async function runCommand<O extends { help: boolean }>(
  usage: string,
  parse: (argv: string[]) => O,
  run: (options: O) => Promise<number>,
): Promise<never> {
  let options: O;
  try {
    options = parse(process.argv.slice(2));
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : error}\n\n${usage}`);
    process.exit(2);
  }
  if (options.help) {
    console.log(usage);
    process.exit(0);
  }
  process.exit(await run(options));
}
