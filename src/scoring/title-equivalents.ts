/**
 * Names that mean the same title or name part, for WH judging: a model that answers "knyaz" for a
 * prince, "tsar" for an emperor of Russia or "St. Petersburg" for Saint Petersburg names the gold
 * answer in other words. Each group is symmetric: a gold name containing one member (as a whole
 * word) gets the same name with each other member as an extra alias. Only true equivalents belong
 * here (a transliteration, or the native word that English translates as the title); a rank that
 * differs (king and prince, emperor and king) never does.
 */
export interface TitleEquivalentGroup {
  /** Lower-case words or phrases, the English title first. */
  names: readonly string[];
  /** Why they are one title. */
  note: string;
}

/** The curated groups. Data, not code: add a line with its reason, and a test from a real answer. */
export const titleEquivalentGroups: readonly TitleEquivalentGroup[] = [
  {
    names: ["prince", "knyaz", "kniaz", "knez"],
    note: "Slavic knyaz (княз), rendered prince in English (Wikidata: Q2747456 knyaz, 'prince').",
  },
  { names: ["princess", "knyaginya", "kniahinia"], note: "Feminine of knyaz." },
  {
    names: ["grand prince", "veliky knyaz", "velikiy knyaz", "grand knyaz"],
    note: "Velikiy knyaz, rendered grand prince.",
  },
  {
    names: ["emperor", "tsar", "czar", "tzar", "kaiser", "imperator"],
    note: "Tsar (from Caesar) and Kaiser are the Russian and German emperor's titles.",
  },
  {
    names: ["empress", "tsarina", "czarina", "tsaritsa", "kaiserin"],
    note: "Feminine of tsar and kaiser.",
  },
  {
    names: ["king", "shah"],
    note: "Shah (Persian) is king. Not rex, roi, König: names of people and places (Regina is a city).",
  },
  {
    names: ["queen", "shahbanu"],
    note: "Shahbanu, the shah's wife, is rendered queen (empress after 1967).",
  },
  { names: ["sultan", "soltan", "sultaan"], note: "Transliterations of sultan." },
  { names: ["emir", "amir", "ameer"], note: "Transliterations of emir." },
  { names: ["khan", "qan"], note: "Transliterations of khan (not Han, a dynasty and a people)." },
  { names: ["khagan", "kagan", "qaghan", "khaqan"], note: "Transliterations of khagan." },
  { names: ["raja", "rajah"], note: "Transliterations of raja." },
  { names: ["maharaja", "maharajah"], note: "Transliterations of maharaja." },
  { names: ["caliph", "khalifa", "khalif"], note: "Transliterations of caliph." },
  { names: ["pharaoh", "pharao"], note: "Spellings of pharaoh." },
  { names: ["voivode", "voivod", "voevoda", "vojvoda", "wojewoda"], note: "Transliterations of voivode." },
  { names: ["boyar", "boyarin"], note: "Transliterations of boyar." },
  { names: ["hetman", "ataman"], note: "Cossack leader's titles, used interchangeably in English sources." },
  {
    names: ["saint", "st", "sankt"],
    note: "Saint in place and person names (not San, Santa, São: San Jose is not Saint Joseph).",
  },
  { names: ["sainte", "ste"], note: "Feminine saint in French place names." },
  { names: ["mount", "mt"], note: "Abbreviation in place names." },
  { names: ["fort", "ft"], note: "Abbreviation in place names." },
];

/**
 * Leading words that are a person's rank, not a part of the name ("President Lincoln", "King
 * Charles III", "Pope Francis"): dropped from an answer or a gold name when another word follows
 * that is not "of" ("King of France" is the title itself), unless the other side carries a
 * different rank ("King William" is not "Prince William"), and only when what follows has a word
 * that is no common English word ("Lady Bird" stays: "Bird" is another film). Ranks that head
 * organisations' names (General Motors, Duke University) are left out: a name made of common words
 * would pass by containment ("Harvard University"). "Saint" is not among them: "Helena" is
 * not "Saint Helena"; it is an equivalence above instead. Sir, Dame, Dr and the like are dropped
 * by `normalizeAnswer` already.
 */
export const rankTitles: readonly string[] = [
  "president",
  "king",
  "queen",
  "prince",
  "princess",
  "emperor",
  "empress",
  "pope",
  "lord",
  "lady",
  "tsar",
  "czar",
  "tsarina",
  "kaiser",
  "sultan",
  "shah",
  "emir",
  "knyaz",
  "grand duke",
  "archduke",
  "cardinal",
];
