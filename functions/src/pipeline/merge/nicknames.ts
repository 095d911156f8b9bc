/** Groups of given names that are the same person's name written differently (folded, lowercase). */
const GROUPS = [
  "katherine kathryn catherine katharine kate katie kat kathy cathy katy kaitlyn caitlin",
  "abigail abby abbie abi gail",
  "madison maddie maddy madeline madelyn madeleine madi",
  "elizabeth liz lizzie lizzy beth betsy eliza libby ellie",
  "alexandra alexis alex lexi lexie ally allie ali sandra",
  "samantha sam sammy sammie",
  "jessica jess jessie",
  "jennifer jen jenny jenn",
  "rebecca becca becky",
  "amanda mandy manda",
  "gabriella gabrielle gabriela gabby gabbie gabi brie",
  "victoria tori vicky toria",
  "natalie nat nattie",
  "emily em emmy emmie",
  "emma em emmie",
  "christina kristina christine kristen kristin chris tina krissy",
  "stephanie steph stephy",
  "nicole nikki nicky nic",
  "mackenzie makenzie mckenzie kenzie kenz",
  "isabella isabel isabelle izzy izzie bella belle",
  "eleanor ellie ella nora",
  "josephine josie jo",
  "olivia liv livvy livi",
  "addison addie addy",
  "sophia sophie",
  "theresa teresa tessa tess terry",
  "valerie val",
  "margaret maggie meg megan peggy greta",
  "anna ann anne annie",
  "andrea andie andi",
  "caroline carolyn carly carrie caro",
  "kimberly kim kimmy",
  "danielle dani danni",
  "michelle shelly michele",
  "allison alison ally allie ali",
  "alyssa alissa lyssa",
  "jacqueline jackie jacquelyn",
  "patricia patty trish tricia",
  "susan sue susie suzanne",
  "deborah debbie deb",
  "kathleen kathy kate",
  "cassandra cassie cass",
  "mary mae molly",
  "lucia lucy luz",
  "camila camilla cami",
  "valentina vale valen",
  "guadalupe lupe lupita",
  "josefina fina pepa",
  "francesca frankie fran",
  "charlotte charlie lottie",
  "penelope penny",
  "harper harp",
  "savannah savanna vanna",
  "brooklyn brooke",
  "kennedy kenni",
  "jordan jordyn jordin",
  "kaylee kayleigh kailey kaylie",
  "haley hailey hayley",
  "ashley ash",
  "taylor tay",
  "mckenna kenna",
  "delaney laney",
  "avery ave",
];

const INDEX: ReadonlyMap<string, ReadonlySet<number>> = (() => {
  const index = new Map<string, Set<number>>();
  GROUPS.forEach((group, position) => {
    for (const name of group.split(" ")) {
      const groups = index.get(name) ?? new Set<number>();
      groups.add(position);
      index.set(name, groups);
    }
  });
  return index;
})();

/** True when the two given names can be one person's: "Kate" and "Katherine", "Abby" and "Abigail". */
export function areNicknames(a: string, b: string): boolean {
  const first = INDEX.get(a);
  const second = INDEX.get(b);
  if (!first || !second) return false;
  for (const group of first) if (second.has(group)) return true;
  return false;
}

/** True when the folded word is a given name the groups know ("kate", "beth"): a first name rather than a surname. */
export function isKnownGivenName(folded: string): boolean {
  return INDEX.has(folded);
}
