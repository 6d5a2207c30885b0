import { describe, expect, it } from "vitest";
import {
  englishTitleCase,
  indefiniteArticle,
  isPluralName,
  isTopicPageLabel,
  nameInSentence,
  possessivePhrase,
} from "./noun-phrase.js";

const named = (label: string, types: string[] = []) => ({ label, types });

describe("nameInSentence", () => {
  it("reads the long tail by Wikidata id (data/entity-names.tsv), not by label", () => {
    expect(nameInSentence({ id: "Q55", label: "Netherlands", types: [] })).toBe("the Netherlands");
    expect(nameInSentence({ id: "Q12418", label: "Mona Lisa", types: ["Q3305213"] })).toBe("the Mona Lisa");
    expect(nameInSentence({ id: "Q345", label: "Virgin Mary", types: ["Q5"] })).toBe("the Virgin Mary");
    expect(nameInSentence({ id: "Q7879772", label: "Inner Solar System", types: [] })).toBe(
      "the Inner Solar System",
    );
    // Another entity of the same label is not covered: a painting's copy, a person named Bahamas.
    expect(nameInSentence({ id: "Q99999999", label: "Mona Lisa", types: ["Q3305213"] })).toBe("Mona Lisa");
    expect(nameInSentence({ id: "Q4842324", label: "Bahamas", types: ["Q5"] })).toBe("Bahamas");
  });

  it.each([
    ["United States of America", "the United States of America"],
    ["University of Chicago", "the University of Chicago"],
    ["Republic of Florence", "the Republic of Florence"],
    ["Ivy League", "the Ivy League"],
    ["United States Democratic Party", "the United States Democratic Party"],
    ["President of the United States", "the President of the United States"],
    ["France", "France"],
    ["Harvard University", "Harvard University"],
    ["Washington, D.C.", "Washington, D.C."],
    ["The Hague", "The Hague"],
    ["politician", "politician"],
    ["  New\n York   City ", "New York City"],
  ])("writes %j as %j", (label, expected) => {
    expect(nameInSentence(named(label))).toBe(expected);
  });

  it.each([
    ["Court of Auditors", ["Q43229"], "the Court of Auditors"],
    ["Bust of Cardinal Richelieu", ["Q860861"], "the Bust of Cardinal Richelieu"],
    ["Until the End of the World", [], "Until the End of the World"],
    ["Guardians of the Galaxy", ["Q11424"], "the film Guardians of the Galaxy"],
    // A screen or audio work is named with its kind: the narrowest screen kind, none where a work
    // type has no kind noun (a novel typed a film too), and none where the title says it already.
    ["Jesus of Nazareth", ["Q506240", "Q1259759", "Q5398426"], "the miniseries Jesus of Nazareth"],
    ["Pizza", ["Q208569", "Q482994"], "the album Pizza"],
    ["Random Harvest", ["Q11424", "Q7725634"], "Random Harvest"],
    ["Pizza", ["Q208569", "Q7366"], "Pizza"],
    ["The Lego Movie Videogame", ["Q7889"], "The Lego Movie Videogame"],
    ["Kill Bill: Volume 1 (film)", ["Q11424"], "the film Kill Bill: Volume 1"],
    ["Merry's Museum", ["Q41298"], "Merry's Museum"],
    ["Council of People's Commissars", [], "the Council of People's Commissars"],
    ["Third Man Records", ["Q18127"], "Third Man Records"],
    ["Third Reich", [], "the Third Reich"],
    ["Thuringian Forest", [], "the Thuringian Forest"],
    ["Kakuyids", [], "the Kakuyids"],
    ["Balkans Express", [], "the Balkans Express"],
    ["American Express", ["Q161726", "Q891723"], "American Express"],
    ["Thee More Shallows", ["Q5741069"], "Thee More Shallows"],
    ["Amazon", ["Q4830453"], "Amazon"],
    ["Amazon", ["Q4022"], "the Amazon"],
    ["Sandinista National Liberation Front", ["Q7278"], "the Sandinista National Liberation Front"],
    [
      "Tony Award for Best Featured Actress in a Play",
      ["Q15229229"],
      "the Tony Award for Best Featured Actress in a Play",
    ],
    ["Eurovision Song Contest 2014", [], "the Eurovision Song Contest 2014"],
    ["Clarence Hotel", [], "the Clarence Hotel"],
    [
      "Chinese People's Political Consultative Conference",
      [],
      "the Chinese People's Political Consultative Conference",
    ],
    ["TCDD 57001 Class", [], "the TCDD 57001 Class"],
    ["United Principalities", ["Q3024240"], "the United Principalities"],
    ["United Airlines", ["Q46970"], "United Airlines"],
    ["Java Development Kit", [], "the Java Development Kit"],
    ["United Nations Headquarters", [], "the United Nations Headquarters"],
    ["Victoria–Courtenay train", [], "the Victoria–Courtenay train"],
    ["Dolomites of Gardena and Fassa", [], "the Dolomites of Gardena and Fassa"],
    ["Benedictines", ["Q89181204"], "the Benedictines"],
    ["Passerelle du Palais de Justice", [], "the Passerelle du Palais de Justice"],
    ["Château-Thierry", [], "Château-Thierry"],
    ["Aceh Sultanate", [], "the Aceh Sultanate"],
    ["Sherwood Forest", [], "Sherwood Forest"],
    ["Charlemagne building", ["Q41176"], "the Charlemagne building"],
    ["Empire State Building", ["Q41176"], "the Empire State Building"],
    ["1984 Summer Olympics", [], "the 1984 Summer Olympics"],
    ["2767 Takenouchi", [], "2767 Takenouchi"],
    ["Vancouver Canucks", ["Q4498974"], "the Vancouver Canucks"],
    ["Calgary Stampeders", ["Q17271186"], "the Calgary Stampeders"],
    ["Beskids", ["Q46831"], "the Beskids"],
    ["Paris", ["Q515"], "Paris"],
    ["Flensburg Government", [], "the Flensburg Government"],
    ["Moses exposed by the river", [], "Moses exposed by the river"],
    ["Prince Philip, Duke of Edinburgh", [], "Prince Philip, Duke of Edinburgh"],
    [
      "Association for the Advancement of Artificial Intelligence",
      [],
      "the Association for the Advancement of Artificial Intelligence",
    ],
    ["Would You Love a Monsterman?", ["Q134556"], '"Would You Love a Monsterman?"'],
    ["Germany national football team", ["Q6979593"], "the Germany national football team"],
    ["Ottoman dynasty", [], "the Ottoman dynasty"],
    ["Nankai Main Line", [], "the Nankai Main Line"],
    ["Teltow Canal", [], "the Teltow Canal"],
    ["Gestapo", ["Q214183"], "the Gestapo"],
    ["Karakoram", ["Q46831"], "the Karakoram"],
    ["Massif Central", ["Q1437459"], "the Massif Central"],
    ["Knesset", ["Q35749"], "the Knesset"],
    ["Warsaw Pact", ["Q484652"], "the Warsaw Pact"],
    ["IDA", ["Q15925165"], "the IDA"],
    ["OSCE", ["Q245065"], "the OSCE"],
    ["G20", ["Q245065"], "the G20"],
    ["NATO", ["Q484652"], "NATO"],
    ["UNESCO", ["Q484652"], "UNESCO"],
    ["APEC", ["Q484652"], "APEC"],
    ["Interpol", ["Q484652"], "Interpol"],
    ["Kartids", ["Q164950"], "the Kartids"],
    ["Goryeo", ["Q164950"], "Goryeo"],
    ["20th Century Studios", ["Q375336"], "20th Century Studios"],
    ["31st Infantry Regiment", [], "the 31st Infantry Regiment"],
    ["Nishikinohama Station", [], "Nishikinohama Station"],
    ["BYU", [], "BYU"],
    ["Constantine I of Georgia", [], "Constantine I of Georgia"],
    ["20th-century classical music", [], "20th-century classical music"],
    ["Yuri of Uglich", [], "Yuri of Uglich"],
    ["1969–70 Fußball-Bundesliga", [], "the 1969–70 Fußball-Bundesliga"],
    ["National Assembly for Wales election", [], "the National Assembly for Wales election"],
    ["Princess Isabella of Denmark", [], "Princess Isabella of Denmark"],
    ["Maryland House of Delegates", [], "the Maryland House of Delegates"],
    ["Sanjak of Sofia", [], "the Sanjak of Sofia"],
    ["CPSU", ["Q7278"], "the CPSU"],
    ["Likud", ["Q7278"], "Likud"],
    ["Fala (dog)", [], "Fala"],
    ["United Nations Secretariat", [], "the United Nations Secretariat"],
    ["Academy Award for Best Actor", [], "the Academy Award for Best Actor"],
    ["Nobel Prize in Physics", [], "the Nobel Prize in Physics"],
    ["United Provinces of the Río de la Plata", [], "the United Provinces of the Río de la Plata"],
    ["Antonine Wall", [], "the Antonine Wall"],
    ["Dutch East Indies", [], "the Dutch East Indies"],
    ["Muséum de Toulouse", [], "the Muséum de Toulouse"],
    ["Salesians of Don Bosco", [], "the Salesians of Don Bosco"],
    ["Venetian school", [], "the Venetian school"],
    ["Chaîne des Puys", [], "the Chaîne des Puys"],
    ["Côte d'Azur Observatory", [], "the Côte d'Azur Observatory"],
    ["Maltese Government 2013–17", [], "the Maltese Government 2013–17"],
    ["Seoul Subway Line 7", [], "the Seoul Subway Line 7"],
    ["Scottish Highlands", [], "the Scottish Highlands"],
    ["Académie Française", [], "the Académie Française"],
    ["Hold the Line", [], "Hold the Line"],
    ["This Means War", [], "This Means War"],
    ["SCAPIN-1768: International Mail Service", [], "SCAPIN-1768: International Mail Service"],
  ])("writes %j (types %j) as %j", (label, types, expected) => {
    expect(nameInSentence(named(label, types))).toBe(expected);
  });

  it("takes the article from an alias that has it", () => {
    expect(nameInSentence({ label: "World Bank", types: [], aliases: ["WB", "The World Bank"] })).toBe(
      "the World Bank",
    );
    expect(nameInSentence({ label: "Histories", types: ["Q47461344"], aliases: ["The Histories"] })).toBe(
      "the Histories",
    );
    expect(nameInSentence({ label: "Berlin", types: [], aliases: ["The Big Smoke"] })).toBe("Berlin");
    expect(nameInSentence({ label: "Pink Floyd", types: ["Q5741069"], aliases: ["The Pink Floyd"] })).toBe(
      "Pink Floyd",
    );
    expect(
      nameInSentence({
        label: "Prince Philip, Duke of Edinburgh",
        types: [],
        aliases: ["The Prince Philip, Duke of Edinburgh"],
      }),
    ).toBe("Prince Philip, Duke of Edinburgh");
  });

  it("reads an untyped work's name as a title, quoted", () => {
    expect(nameInSentence({ label: "Department of Youth", types: [], title: true })).toBe(
      '"Department of Youth"',
    );
    expect(nameInSentence({ label: "Queen of the Desert", types: [], title: true })).toBe(
      '"Queen of the Desert"',
    );
    // A title data/entity-names.tsv gives "the" is not quoted.
    expect(nameInSentence({ id: "Q500930", label: "Organon", types: ["Q7725634"], title: true })).toBe(
      "the Organon",
    );
    // A creator's creation may be a character: never quoted.
    expect(nameInSentence({ label: "Ron Weasley", types: [] }, "creation")).toBe("Ron Weasley");
    expect(nameInSentence({ label: "Battle of Nancy", types: [] }, "creation")).toBe("the Battle of Nancy");
    expect(nameInSentence({ label: "Battle of Nancy", types: [] }, "work")).toBe('"Battle of Nancy"');
    // A poem's or a novel's title is quoted; not a film's, which is named with its kind.
    expect(nameInSentence({ label: "Autumnal Day", types: ["Q5185279"], title: true })).toBe(
      '"Autumnal Day"',
    );
    expect(nameInSentence({ label: "War and Peace", types: ["Q8261"], title: true })).toBe('"War and Peace"');
    expect(nameInSentence({ label: "Nashville", types: ["Q11424"], title: true })).toBe("the film Nashville");
    expect(nameInSentence({ label: "Department of Youth", types: [] })).toBe("the Department of Youth");
    expect(nameInSentence({ label: "Soviet Encyclopedic Dictionary", types: [], title: true })).toBe(
      '"Soviet Encyclopedic Dictionary"',
    );
  });

  it("never puts an article before a person's name", () => {
    expect(nameInSentence(named("Joan of Arc", ["Q5"]))).toBe("Joan of Arc");
    expect(nameInSentence(named("Kingdom of Heaven Party", ["Q5"]))).toBe("Kingdom of Heaven Party");
  });
});

describe("isTopicPageLabel", () => {
  it.each([
    ["Category:Frescos in the Capella Scrovegni", true],
    ["List of rivers of Peru", true],
    ["futsal in Portugal", true],
    ["Canada at the 2008 Summer Olympics", true],
    ["187 km", true],
    ["Poland in the Eurovision Song Contest", true],
    ["2012", true],
    ["March 1947", true],
    ["2012 Summer Olympics", false],
    ["Islam in the Cook Islands", true],
    ["History of Berlin", true],
    ["economy of the United States", true],
    ["I", true],
    ["Paris", false],
    ["Death in Venice", false],
    ["Battle of Hastings", false],
    ["An American in Paris", false],
    ["canton of Agen", false],
    ["Joseph in Islam", true],
    ["Gautama Buddha in Hinduism", true],
    ["Women in Love", false],
  ])("%j: %j", (label, expected) => {
    expect(isTopicPageLabel(label)).toBe(expected);
  });
});

describe("isPluralName", () => {
  it("knows plural island groups, ranges, teams and bands, and that island states are singular", () => {
    expect(isPluralName(named("Faroe Islands", ["Q66724388"]))).toBe(true);
    expect(isPluralName(named("Rocky Mountains", ["Q1437459"]))).toBe(true);
    expect(isPluralName(named("Vancouver Canucks", ["Q4498974"]))).toBe(true);
    expect(isPluralName(named("Solomon Islands", ["Q6256", "Q3624078"]))).toBe(false);
    expect(isPluralName(named("Netherlands", ["Q3624078"]))).toBe(false);
    expect(isPluralName(named("Charles Dickens", ["Q5"]))).toBe(false);
    expect(isPluralName(named("Paris", ["Q515"]))).toBe(false);
    expect(isPluralName(named("The Beatles", ["Q5741069"]))).toBe(true);
    expect(isPluralName(named("The Hague", ["Q515"]))).toBe(false);
    expect(isPluralName(named("Soviet Air Forces", ["Q61883"]))).toBe(true);
    // A language family named by its languages; not an untyped name, nor one that is no family.
    expect(isPluralName(named("Afro-Asiatic languages", ["Q25295"]))).toBe(true);
    expect(nameInSentence(named("Afro-Asiatic languages", ["Q25295"]))).toBe("the Afro-Asiatic languages");
    expect(isPluralName(named("Afro-Asiatic languages"))).toBe(false);
    expect(isPluralName(named("Bantu", ["Q25295"]))).toBe(false);
  });
});

describe("nameInSentence of a band named with one word", () => {
  it("calls it what its types say it is, where the name alone would read as the word, the place or the figure", () => {
    expect(nameInSentence(named("Winner", ["Q216337"]))).toBe("the boy band Winner");
    expect(nameInSentence(named("Sentenced", ["Q215380"]))).toBe("the group Sentenced");
    expect(nameInSentence(named("Queen", ["Q5741069"]))).toBe("the band Queen");
    expect(nameInSentence(named("Bauhaus", ["Q215380", "Q5741069"]))).toBe("the band Bauhaus");
    expect(nameInSentence(named("Athena", ["Q215380"]))).toBe("the group Athena");
    expect(nameInSentence(named("D12", ["Q215380"]))).toBe("the group D12");
    // A name of more words, or not a band's.
    expect(nameInSentence(named("Bad Company", ["Q215380"]))).toBe("Bad Company");
    expect(nameInSentence(named("Winner"))).toBe("Winner");
    // A plural noun is a plural name: "the Mentors" (fresh sample 32).
    expect(nameInSentence(named("Mentors", ["Q215380"]))).toBe("the Mentors");
    expect(isPluralName(named("Mentors", ["Q215380"]))).toBe(true);
  });
});

describe("nameInSentence of a species", () => {
  it("puts 'the' before a common noun and leaves a proper name alone", () => {
    expect(nameInSentence(named("ivory gull"), "species")).toBe("the ivory gull");
    expect(nameInSentence(named("Pudu puda"), "species")).toBe("Pudu puda");
    expect(nameInSentence(named("Yellow-faced Parrot"), "species")).toBe("the Yellow-faced Parrot");
    expect(nameInSentence(named("Vaccinium"), "species")).toBe("Vaccinium");
    expect(nameInSentence(named("Homo sapiens"), "species")).toBe("Homo sapiens");
    expect(nameInSentence(named("European hamster"), "species")).toBe("the European hamster");
    expect(nameInSentence(named("Common raven"), "species")).toBe("the Common raven");
    expect(nameInSentence(named("Canis lupus"), "species")).toBe("Canis lupus");
    expect(nameInSentence(named("Bison bison"), "species")).toBe("Bison bison");
    expect(nameInSentence(named("European Honey Buzzard"), "species")).toBe("the European Honey Buzzard");
  });
});

describe("possessivePhrase", () => {
  it("uses 's for short plain names and 'the X of Y' where the possessive reads badly", () => {
    expect(possessivePhrase(named("Michelle Obama", ["Q5"]), "spouse")).toBe("Michelle Obama's spouse");
    expect(possessivePhrase(named("Charles Dickens", ["Q5"]), "spouse")).toBe("Charles Dickens' spouse");
    expect(possessivePhrase({ id: "Q55", label: "Netherlands", types: [] }, "capital")).toBe(
      "the capital of the Netherlands",
    );
    expect(possessivePhrase(named("In the Air Tonight"), "lyricist")).toBe(
      "the lyricist of In the Air Tonight",
    );
    expect(possessivePhrase(named("Would You Love a Monsterman?", ["Q134556"]), "performer")).toBe(
      'the performer of "Would You Love a Monsterman?"',
    );
    expect(possessivePhrase(named("Mabel's Awful Mistakes"), "director")).toBe(
      "the director of Mabel's Awful Mistakes",
    );
    expect(possessivePhrase(named("Catherine of Aragon", ["Q5"]), "spouse")).toBe(
      "the spouse of Catherine of Aragon",
    );
  });

  it("names a thing whose name ends in s, or a division named with its class word, with 'the X of Y'", () => {
    // Fresh samples 38 to 40: "Rhein-Pfalz-Kreis' seat", "Kosovo District's seat".
    expect(possessivePhrase(named("Rhein-Pfalz-Kreis", ["Q85493040"]), "seat")).toBe(
      "the seat of the Rhein-Pfalz-Kreis",
    );
    expect(possessivePhrase(named("Broye-Vully District", ["Q3032132"]), "capital")).toBe(
      "the capital of Broye-Vully District",
    );
    expect(possessivePhrase(named("Sedgwick County", ["Q13410444"]), "seat")).toBe("Sedgwick County's seat");
    expect(possessivePhrase(named("Francis de Sales", ["Q5"]), "place of death")).toBe(
      "Francis de Sales' place of death",
    );
    expect(possessivePhrase(named("Nas", ["Q5"]), "birthplace")).toBe("Nas' birthplace");
  });

  it("names a work's title or an entity without types with 'the X of Y'", () => {
    expect(possessivePhrase({ ...named("Contrast", ["Q482994"]), title: true }, "producer")).toBe(
      "the producer of the album Contrast",
    );
    expect(possessivePhrase(named("Joanna"), "record label")).toBe("the record label of Joanna");
    expect(possessivePhrase(named("Lufthansa", ["Q46970"]), "headquarters")).toBe("Lufthansa's headquarters");
  });
});

describe("nameInSentence of a class", () => {
  it("classifies with a/an for common nouns and keeps proper names", () => {
    expect(nameInSentence(named("lawyer"), "class")).toBe("a lawyer");
    expect(nameInSentence(named("engineer"), "class")).toBe("an engineer");
    expect(nameInSentence(named("university professor"), "class")).toBe("a university professor");
    expect(nameInSentence(named("honorary citizen"), "class")).toBe("an honorary citizen");
    expect(nameInSentence(named("President of the United States"), "class")).toBe(
      "the President of the United States",
    );
  });

  it("picks the article by sound as far as spelling tells", () => {
    expect(["apple", "hour", "European", "one-man band", "uncle"].map(indefiniteArticle)).toEqual([
      "an",
      "an",
      "a",
      "a",
      "an",
    ]);
  });
});

describe("englishTitleCase", () => {
  it("writes an English title in sentence case in title case", () => {
    expect(englishTitleCase("Tree of crows")).toBe("Tree of Crows");
    expect(englishTitleCase("The big enclosure")).toBe("The Big Enclosure");
    expect(englishTitleCase("Portrait of a gentleman in a fur")).toBe("Portrait of a Gentleman in a Fur");
    expect(englishTitleCase("Spring in Fialta and other stories")).toBe("Spring in Fialta and Other Stories");
    expect(englishTitleCase("Joachim among the shepherds")).toBe("Joachim among the Shepherds");
  });

  it("leaves a title of another language, with a word the dictionary lacks, or named by its head", () => {
    for (const title of [
      "Le Mur rose",
      "La maja desnuda",
      "Ópera do Malandro",
      "Vacanze col gangster",
      "Kinoe no Komatsu",
      "Edip v Kolone",
      "Epistulae ad Atticum",
      "Corner of the harbour, Honfleur",
      "Robot series",
      "Paumgartner altarpiece",
      "Madonna Enthroned",
      "Autumnal",
    ])
      expect(englishTitleCase(title), title).toBe(title);
  });

  it("quotes a work's title in title case", () => {
    expect(nameInSentence({ label: "The big enclosure", types: [] }, "work")).toBe('"The Big Enclosure"');
    expect(nameInSentence({ label: "The big enclosure", types: [] }, "creation")).toBe("The big enclosure");
  });
});
