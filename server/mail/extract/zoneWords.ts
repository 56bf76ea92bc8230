/**
 * chrono reads any word of two to five letters right after a time as a
 * zone when it spells one of its abbreviations, whatever its case: German
 * "um 16 Uhr ist Training" came out in India Standard Time, Spanish "a las
 * 17:30 hay reunión" in Yukon time, "at 4pm vet" in Venezuela's. A zone
 * after a time is written in capitals ("7pm ET", "10:00 CET"); English
 * senders also write the usual ones in lower case ("7 pm est"); but "5:20pm
 * Ct 3" is a court. Every other
 * such word is hidden from chrono (the hit's text is still read from the
 * original).
 */

/** The abbreviations chrono-node 2.10 knows (its TIMEZONE_ABBR_MAP, which the package does not export). */
const chronoZones = new Set(
  "ACDT ACST ADT AEDT AEST AFT AKDT AKST ALMT AMST AMT ANAST ANAT AQTT ART AST AWDT AWST AZOST AZOT AZST AZT BNT BOT BRST BRT BST BTT CAST CAT CCT CDT CEST CET CHADT CHAST CKT CLST CLT COT CST CT CVT CXT CHST DAVT EASST EAST EAT ECT EDT EEST EET EGST EGT EST ET FJST FJT FKST FKT FNT GALT GAMT GET GFT GILT GMT GST GYT HAA HAC HADT HAE HAP HAR HAST HAT HAY HKT HLV HNA HNC HNE HNP HNR HNT HNY HOVT ICT IDT IOT IRDT IRKST IRKT IRST IST JST KGT KRAST KRAT KST KUYT LHDT LHST LINT MAGST MAGT MART MAWT MDT MESZ MEZ MHT MMT MSD MSK MST MT MUT MVT MYT NCT NDT NFT NOVST NOVT NPT NST NUT NZDT NZST OMSST OMST PDT PET PETST PETT PGT PHOT PHT PKT PMDT PMST PONT PST PT PWT PYST PYT RET SAMT SAST SBT SCT SGT SRT SST TAHT TFT TJT TKT TLT TMT TVT ULAT UTC UYST UYT UZT VET VLAST VLAT VUT WAST WAT WEST WESZ WET WEZ WFT WGST WGT WIB WIT WITA WST WT YAKST YAKT YAPT YEKST YEKT".split(
    " ",
  ),
);

/** Zones English senders write in lower case after a time. */
const englishLowerCase = new Set(
  "est edt et cst cdt ct mst mdt mt pst pdt pt akst akdt hst ast adt nst ndt gmt bst utc ist cet cest aest aedt acst acdt awst nzst nzdt sast".split(
    " ",
  ),
);

// A time (with its minutes, am or pm, "h" or "Uhr"), then the word chrono would take for its zone.
const afterTime =
  /(\d(?:[:.h]\d\d)?\s*(?:(?:[ap]\.?m\.?|uhr|h)(?![a-z]))?\s*,?\s*\(?)([A-Za-z]{2,5})\b(?=(\s*\d)?)/gi;

/** The text with words after a time that chrono would misread as a zone turned into filler. */
export function withoutWordZones(text: string, english: boolean): string {
  return text.replace(afterTime, (all, time: string, word: string, number?: string) => {
    if (!chronoZones.has(word.toUpperCase()) || word === word.toUpperCase()) return all;
    // ("5:20pm  Ct 3  v Kingsway Kings": a court, not Central Time; "8pm Est 2 hours" is a zone.)
    const court = number !== undefined && word === "Ct";
    if (english && englishLowerCase.has(word.toLowerCase()) && !court) return all;
    return `${time}${"q".repeat(word.length)}`;
  });
}
