/** A password's strength from 0 (guessed at once) to 4 (very hard to guess), as zxcvbn-ts scores it. */
export type StrengthScore = 0 | 1 | 2 | 3 | 4;
export type StrengthChecker = (password: string, userInputs: string[]) => StrengthScore;

/**
 * zxcvbn-ts with its common and English dictionaries: about a megabyte, so it is fetched when the password page
 * opens (a chunk of its own), never with the app.
 */
export async function loadStrengthChecker(): Promise<StrengthChecker> {
  const [{ ZxcvbnFactory }, common, english] = await Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-en'),
  ]);
  const zxcvbn = new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...english.dictionary },
    graphs: common.adjacencyGraphs,
    translations: english.translations,
  });
  return (password, userInputs) => zxcvbn.check(password, userInputs).score as StrengthScore;
}
