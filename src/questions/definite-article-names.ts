/**
 * Which proper names take "the" inside a sentence ("Is Washington, D.C. the capital of the United
 * States of America?"). Data for {@link nameInSentence}; extend freely. Matching ignores case.
 */

/** Whole names that take "the", people's among them ("the Virgin Mary", "the Buddha"). */
export const definiteArticleNames: ReadonlySet<string> = new Set(
  [
    "Arc de Triomphe",
    "Gemäldegalerie",
    "Nationalgalerie",
    "Alte Nationalgalerie",
    "Neue Nationalgalerie",
    "Alte Pinakothek",
    "Neue Pinakothek",
    "Staatsoper",
    "Virgin Mary",
    "Blessed Virgin Mary",
    "Buddha",
    "Gautama Buddha",
    "Holy Spirit",
    "Prophet Muhammad",
    "Alps",
    "BBC",
    "Bible",
    "Bundesrat",
    "Bundestag",
    "Bundeswehr",
    "Gestapo",
    "Histories",
    "Inner Solar System",
    "Outer Solar System",
    "Holocaust",
    "Internet",
    "Milky Way",
    "Quran",
    "Solar System",
    "Talmud",
    "Torah",
    "World Wide Web",
    "Knesset",
    "Kriegsmarine",
    "Luftwaffe",
    "Reichstag",
    "Reichswehr",
    "Schutzstaffel",
    "Sturmabteilung",
    "Stasi",
    "Wehrmacht",
    "Andes",
    "Bahamas",
    "Balkans",
    "Caribbean",
    "Central African Republic",
    "Comoros",
    "Congo",
    "Czech Republic",
    "Dominican Republic",
    "Gambia",
    "Hague",
    "Himalayas",
    "Holy See",
    "Kremlin",
    "Louvre",
    "Maldives",
    "Marshall Islands",
    "Mediterranean",
    "Mona Lisa",
    "Netherlands",
    "Pentagon",
    "Philippines",
    "Sahara",
    "Seychelles",
    "Solomon Islands",
    "Soviet Union",
    "United Arab Emirates",
    "United Kingdom",
    "United States",
    "United States of America",
    "United Nations",
    "European Union",
    "Vatican",
    "White House",
  ].map((name) => name.toLowerCase()),
);

/** Last words that make a capitalised name take "the": "Ivy League", "Democratic Party". */
export const definiteArticleLastWords: ReadonlySet<string> = new Set(
  [
    "Academy",
    "Administration",
    "Agency",
    "Assembly",
    "Association",
    "Authority",
    "Bureau",
    "Cabinet",
    "Committee",
    "Corps",
    "Court",
    "Forces",
    "Foundation",
    "Area",
    "Massif",
    "Order",
    "Trilogy",
    "Company",
    "Government",
    "Institute",
    "Ministry",
    "Olympics",
    "Orchestra",
    "Organization",
    "Organisation",
    "Society",
    "Territory",
    "Triptych",
    "Alps",
    "Board",
    "Consortium",
    "Corporation",
    "Navy",
    "Army",
    "Team",
    "Alliance",
    "Award",
    "Cathedral",
    "Church",
    "Commission",
    "Commonwealth",
    "Confederation",
    "Council",
    "Desert",
    "Dynasty",
    "Emirates",
    "Empire",
    "Federation",
    "Islands",
    "Kingdom",
    "League",
    "Medal",
    "Mountains",
    "Museum",
    "Ocean",
    "Parliament",
    "Party",
    "Prize",
    "Republic",
    "River",
    "Sea",
    "Senate",
    "States",
    "Union",
    "Act",
    "Archipelago",
    "Bank",
    "Basin",
    "Brigade",
    "Canal",
    "Championship",
    "Championships",
    "Channel",
    "Conference",
    "Congress",
    "Crusade",
    "Cup",
    "Declaration",
    "Dictionary",
    "Division",
    "Encyclopedia",
    "Encyclopaedia",
    "Expedition",
    "Festival",
    "Fleet",
    "Formation",
    "Gallery",
    "Glacier",
    "Line",
    "Library",
    "Movement",
    "Open",
    "Peninsula",
    "Plateau",
    "Police",
    "Programme",
    "Project",
    "Railway",
    "Range",
    "Region",
    "Regiment",
    "Reserve",
    "Revolution",
    "Service",
    "Strait",
    "Treaty",
    "Trophy",
    "War",
    "Fellowship",
    "Secretariat",
    "Age",
    "Indies",
    "Observatory",
    "Bible",
    "Ghetto",
    "Missionaries",
    "Conservatory",
    "Conservatoire",
    "Metro",
    "Strip",
    "Subway",
    "Underground",
    "Wall",
    "Highlands",
    "Lowlands",
    "Midlands",
    "Isles",
    "Plains",
    "Building",
    "Gate",
    "Monument",
    "Memorial",
    "Lagoon",
    "Sultanate",
    "Express",
    "Front",
    "Contest",
    "Hotel",
    "Halls",
    "Coliseum",
    "Colosseum",
    "Telescope",
    "Orbiter",
    "Class",
    "Headquarters",
    "Kit",
    "Toolkit",
    "Caliphate",
    "Khanate",
    "Emirate",
    "Shogunate",
    "Protectorate",
    "Despotate",
    "Exarchate",
  ].map((word) => word.toLowerCase()),
);

/**
 * Lower-case head nouns that make a capitalised name take "the": "Germany national football team",
 * "Ottoman dynasty", "Medici family", "Chartres - Bordeaux line".
 */
export const definiteArticleLowerCaseHeads: ReadonlySet<string> = new Set([
  "battleship",
  "building",
  "class",
  "corvette",
  "vessel",
  "canal",
  "cruiser",
  "destroyer",
  "dynasty",
  "era",
  "election",
  "expedition",
  "family",
  "frigate",
  "line",
  "movement",
  "period",
  "railway",
  "river",
  "school",
  "submarine",
  "team",
  "train",
  "referendum",
  "mountains",
  "prison",
  "camp",
  "derailment",
  "disaster",
  "massacre",
  "earthquake",
  "bombing",
  "uprising",
]);

/**
 * Wikidata classes whose members take "the" even when the name is one word ("the Gestapo", "the
 * Karakoram", "the Kriegsmarine", "the Knesset", "the Game Boy"): mountain ranges, passes, canyons,
 * deltas, armed forces, police and secret services, parliaments, product models.
 */
export const definiteArticleClasses: ReadonlySet<string> = new Set([
  "Q4022", // river
  "Q165", // sea
  "Q9430", // ocean
  "Q37901", // strait
  "Q1322134", // gulf
  "Q46831", // mountain range
  "Q133056", // mountain pass ("the Tonale Pass"; a town named Eagle Pass is not one)
  "Q150784", // canyon
  "Q43197", // river delta
  "Q2061186", // religious order ("the Benedictines")
  "Q89181204", // Catholic monastic order
  "Q28653", // mendicant order
  // Product models: "the Fiat 500", "the Game Boy", "the Yakovlev Yak-9".
  "Q3231690", // automobile model
  "Q59773381", // automobile model series
  "Q29048322", // vehicle model
  "Q23866334", // motorcycle model
  "Q23867828", // scooter model
  "Q23039057", // bus model
  "Q19832486", // locomotive class
  "Q811704", // rolling stock class
  "Q15056993", // aircraft family
  "Q15056995", // aircraft model
  "Q15126161", // prototype aircraft model
  "Q559026", // ship class
  "Q20741022", // digital camera model
  "Q20888659", // camera model
  "Q56682555", // video game console model
  "Q19723451", // smartphone model
  "Q71266741", // smartphone model series
  "Q19723444", // cell phone model
  "Q55990535", // computer model
  "Q15142894", // weapon model
  "Q22704163", // firearm model
  "Q1437459", // non-geologically related mountain range
  "Q4508", // navy
  "Q61883", // air force
  "Q772547", // armed forces
  "Q37726", // army
  "Q214183", // secret police
  "Q2101516", // political police
  "Q4505", // intelligence agency
  "Q11204", // legislature
  "Q35749", // parliament
]);

/**
 * Wikidata classes whose members take "the" when the name is more than one word ("the Warsaw Pact",
 * "the Nuclear Suppliers Group", "the Kabul Shahi"), a plural ("the Kartids") or an acronym read
 * letter by letter ("the IMF", "the OSCE"); not a single word ("Interpol", "Benelux", "Goryeo") or
 * an acronym read as a word ("NATO", "UNESCO").
 */
export const definiteArticleGroupClasses: ReadonlySet<string> = new Set([
  "Q484652", // international organization
  "Q245065", // intergovernmental organization
  "Q15925165", // specialized agency of the United Nations
  "Q1345691", // international financial institution
  "Q164950", // dynasty
  "Q13417114", // noble family
]);

/** Wikidata classes whose acronyms read letter by letter take "the": "a member of the CPSU". */
export const definiteArticleAcronymClasses: ReadonlySet<string> = new Set([
  "Q7278", // political party
]);

/** Acronyms read as words, which take no article: "a member of NATO". */
export const acronymsReadAsWords: ReadonlySet<string> = new Set(
  "ANZUS APEC ASEAN CENTO CERN FIFA MERCOSUR NAFTA NASA NATO OPEC SEATO UEFA UNESCO UNICEF".split(" "),
);

/**
 * First words of French names that take "the" in English: "the Académie Française", "the École
 * Polytechnique", "the Comédie-Française", "the Pont Neuf", "the Gare du Nord"; not "Château-Thierry", a
 * town, whose first word is all of "château-thierry".
 */
export const definiteArticleFrenchHeads: ReadonlySet<string> = new Set(
  [
    "Académie",
    "Bibliothèque",
    "Chaîne",
    "Comédie",
    "Comédie-Française",
    "Pont",
    "Passerelle",
    "Place",
    "Palais",
    "Jardin",
    "Gare",
    "Rue",
    "Quai",
    "Château",
    "Hôtel",
    // Italian and Spanish: "the Accademia della Crusca", "the Museo del Prado". Not Ponte, Castello,
    // Palazzo or Puente: towns are named so ("Ponte nelle Alpi", "Puente Alto").
    "Accademia",
    "Academia",
    "Biblioteca",
    "Galleria",
    "Museo",
    "Teatro",
    "Piazza",
    "Palacio",
    "Plaza",
    "Communauté",
    "Assemblée",
    "Conseil",
    "Cour",
    "Conservatoire",
    "École",
    "Institut",
    "Musée",
    "Muséum",
    "Théâtre",
  ].map((word) => word.toLowerCase()),
);

/**
 * Plural heads of political and religious bodies, which take "the" before "of": "the United
 * Provinces of the Río de la Plata", "the Salesians of Don Bosco", "the Sisters of Mercy".
 */
export const definiteArticlePluralHeads: ReadonlySet<string> = new Set([
  "brothers",
  "clerks",
  "countries",
  "daughters",
  "emirates",
  "islands",
  "knights",
  "lands",
  "missionaries",
  "nations",
  "provinces",
  "salesians",
  "servants",
  "sisters",
  "states",
  "territories",
  "alps",
  "dolomites",
  "mountains",
  "highlands",
]);

/** First words that make a name take "the" when "of" follows: "University of Chicago", "Republic of Florence". */
export const definiteArticleHeadsBeforeOf: ReadonlySet<string> = new Set(
  [
    "Bank",
    "Communist",
    "Battle",
    "Bay",
    "Cape",
    "Church",
    "College",
    "Commonwealth",
    "Council",
    "Court",
    "Duchy",
    "Emperor",
    "Empire",
    "Federation",
    "Governor",
    "Grand",
    "Gulf",
    "House",
    "Institute",
    "Isle",
    "King",
    "Kingdom",
    "Mayor",
    "Ministry",
    "Museum",
    "Order",
    "President",
    "Prime",
    "Principality",
    "Province",
    "Queen",
    "Republic",
    "Secretary",
    "State",
    "Treaty",
    "University",
  ].map((word) => word.toLowerCase()),
);
