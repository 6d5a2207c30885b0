import type { KnowledgeGraph } from "../graph/knowledge-graph.js";
import { endedBy } from "../knowledge/wikidata-vocabulary.js";

/**
 * Relations whose statement about a person shows that the person has died, by Wikidata property
 * id, with what each says. A date of death (P570) is not among them: its value is a date, which
 * readers keep as the entity's `died`. The bundled snapshot has no dates, but holds places and
 * causes of death and places of burial for many people; another source may have the others.
 */
export const deathRelations: Readonly<Record<string, string>> = {
  P20: "place of death",
  P119: "place of burial",
  P157: "killed by",
  P509: "cause of death",
  P1196: "manner of death",
};

/**
 * States that ended long ago, by Wikidata id: the last year each existed, with its label for readers.
 * A citizen of one was born before it ended, so a citizen of a state that ended a century or more
 * before the source's date (or today) has died, although the graph holds no date or place of death:
 * the snapshot gives Nicolae Iorga's, Aaron Aaronsohn's or Alexander Pushkin's citizenship but not
 * their deaths. Only states that ended by 1922; the most frequent citizenships of the bundled
 * snapshot among people it does not show dead.
 */
export const endedStates: Readonly<Record<string, readonly [lastYear: number, label: string]>> = {
  Q11768: [-30, "Ancient Egypt"],
  Q93180: [-63, "Seleucid Empire"],
  Q1986139: [224, "Parthian Empire"],
  Q1747689: [476, "Ancient Rome"],
  Q2277: [476, "Roman Empire"],
  Q11774: [550, "Gupta Empire"],
  Q12490507: [661, "Rashidun Caliphate"],
  Q105313: [927, "Kingdom of Wessex"],
  Q7462: [1279, "Song dynasty"],
  Q420759: [1396, "Second Bulgarian Empire"],
  Q12544: [1453, "Byzantine Empire"],
  Q178913: [1461, "Empire of Trebizond"],
  Q484195: [1507, "Timurid Empire"],
  Q12536: [1517, "Abbasid Caliphate"],
  Q282428: [1517, "Mamluk Sultanate"],
  Q148540: [1532, "Republic of Florence"],
  Q170770: [1547, "Grand Duchy of Moscow"],
  Q179876: [1707, "Kingdom of England"],
  Q230791: [1707, "Kingdom of Scotland"],
  Q186096: [1721, "Tsardom of Russia"],
  Q172107: [1795, "Polish–Lithuanian Commonwealth"],
  Q171348: [1795, "Crown of the Kingdom of Poland"],
  Q49683: [1795, "Grand Duchy of Lithuania"],
  Q170072: [1795, "Dutch Republic"],
  Q4948: [1797, "Republic of Venice"],
  Q215530: [1800, "Kingdom of Ireland"],
  Q153136: [1804, "Habsburg Monarchy"],
  Q12548: [1806, "Holy Roman Empire"],
  Q156199: [1806, "Electorate of Saxony"],
  Q154741: [1813, "Confederation of the Rhine"],
  Q71084: [1815, "First French Empire"],
  Q467627: [1823, "Durrani Empire"],
  Q70972: [1848, "Kingdom of France"],
  Q33296: [1857, "Mughal Empire"],
  Q389004: [1859, "Principality of Wallachia"],
  Q10957559: [1859, "Principality of Moldavia"],
  Q165040: [1859, "Duchy of Parma"],
  Q165154: [1861, "Kingdom of Sardinia"],
  Q151624: [1866, "German Confederation"],
  Q131964: [1867, "Austrian Empire"],
  Q170174: [1870, "Papal States"],
  Q150981: [1871, "North German Confederation"],
  Q684030: [1882, "Principality of Serbia"],
  Q28233: [1910, "Korean Empire"],
  Q8733: [1912, "Qing dynasty"],
  Q34266: [1917, "Russian Empire"],
  Q62633: [1917, "Grand Duchy of Finland"],
  Q43287: [1918, "German Empire"],
  Q27306: [1918, "Kingdom of Prussia"],
  Q154195: [1918, "Kingdom of Bavaria"],
  Q153015: [1918, "Kingdom of Saxony"],
  Q42585: [1918, "Kingdom of Bohemia"],
  Q386496: [1918, "Kingdom of Montenegro"],
  Q241748: [1918, "Kingdom of Serbia"],
  Q12560: [1922, "Ottoman Empire"],
  Q174193: [1922, "United Kingdom of Great Britain and Ireland"],
};

/**
 * Organisations and offices that ended long ago, by Wikidata id: the last year each existed, with its
 * label for readers. A member (P463), a party member (P102) or a holder (P39) of one was an adult
 * before it ended, so one of a body that ended 75 years or more before the source's date (or today)
 * has died, although the graph holds no date or place of death: the snapshot gives 287 members of
 * the Schutzstaffel, 71 of the Nazi Party and 38 pharaohs without their deaths. The most frequent
 * such values of the bundled snapshot among people it does not show dead. Not the Philosophical
 * Society of Edinburgh (ended 1783), which the snapshot gives living fellows of its successor, the
 * Royal Society of Edinburgh (Hew Strachan, Austin Tate).
 */
export const endedBodies: Readonly<Record<string, readonly [lastYear: number, label: string]>> = {
  Q37110: [-30, "pharaoh"],
  Q189851: [-22, "Censor"],
  Q205757: [300, "aedile"],
  Q11704729: [400, "tribune of the plebs"],
  Q40779: [541, "Roman consul"],
  Q172907: [600, "praetor"],
  Q189430: [600, "quaestor"],
  Q544015: [600, "Praefectus urbi"],
  Q1190123: [640, "Roman governor"],
  Q692343: [650, "Praetorian prefect"],
  Q335954: [1300, "strategos"],
  Q842606: [1453, "Roman emperor"],
  Q1642939: [1607, "Shirvanshah"],
  Q1412093: [1614, "Addled Parliament"],
  Q1153299: [1640, "Short Parliament"],
  Q4925340: [1679, "Cavalier Parliament"],
  Q2070965: [1795, "Chancellor of Poland"],
  Q858316: [1797, "Doge of Venice"],
  Q22722: [1806, "prince-elector"],
  Q42186: [1825, "Democratic-Republican Party"],
  Q1549367: [1834, "Grand Inquisitor"],
  Q42189: [1835, "Federalist Party"],
  Q42183: [1856, "Whig Party"],
  Q131767: [1868, "Shogun"],
  Q61982: [1871, "daimyo"],
  Q1752225: [1922, "Lord Lieutenant of Ireland"],
  Q1062580: [1924, "Irish Republican Brotherhood"],
  Q328195: [1930, "DDP"],
  Q158227: [1933, "German National People's Party"],
  Q1542521: [1935, "Governor-General of the Philippines"],
  Q7320: [1945, "Nazi Party"],
  Q44687: [1945, "Schutzstaffel"],
  Q150793: [1945, "Sturmabteilung"],
  Q329464: [1946, "Royal Prussian Academy of Sciences"],
  Q641589: [1950, "Governor-General of India"],
};

/** The relations that make a person a member or a holder of one of the {@link endedBodies}. */
const membershipRelations = ["P463", "P102", "P39"] as const;

/** How many years before the source's date a state must have ended for its citizens to count as dead. */
const centuryOfCitizens = 100;
/** The same for a body or an office and its members or holders, who were adults. */
const yearsOfMembers = 75;

/**
 * By entity number (`KnowledgeGraph.entityNumber`), 1 where the entity died (`Entity.died`: a
 * date of death the source gives, on or before the graph's date, today when it states none, or a
 * death without a date), where the graph holds a statement of one of the {@link deathRelations}
 * about it, a citizenship (P27) of one of the {@link endedStates} that ended a century or more
 * before the graph's date, or a membership or an office of one of the {@link endedBodies} that ended
 * 75 years or more before it, else 0. A person without any may be alive or not: the graph does not
 * tell.
 */
export function deathsShown(graph: KnowledgeGraph, today: Date = new Date()): Uint8Array {
  const died = new Uint8Array(graph.entityCount);
  const date = graph.asOf ?? today.toISOString().slice(0, 10);
  for (let entity = 0; entity < graph.entityCount; entity += 1) {
    if (endedBy(graph.entityAt(entity)?.died, date)) died[entity] = 1;
  }
  for (const relation of Object.keys(deathRelations))
    for (const subject of graph.edgeNumbersOfRelation(relation).subjects) died[subject] = 1;
  const year = Number(date.slice(0, 4));
  const ended = new Set<number>();
  for (const [id, [lastYear]] of Object.entries(endedStates))
    if (lastYear <= year - centuryOfCitizens) ended.add(graph.entityNumber(id));
  const markMembers = (relation: string, gone: ReadonlySet<number>): void => {
    const { subjects, objects } = graph.edgeNumbersOfRelation(relation);
    for (const [index, subject] of subjects.entries())
      if (gone.has(objects[index] as number)) died[subject] = 1;
  };
  markMembers("P27", ended);
  const endedLongAgo = new Set<number>();
  for (const [id, [lastYear]] of Object.entries(endedBodies))
    if (lastYear <= year - yearsOfMembers) endedLongAgo.add(graph.entityNumber(id));
  for (const relation of membershipRelations) markMembers(relation, endedLongAgo);
  return died;
}
