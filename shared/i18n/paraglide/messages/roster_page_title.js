/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Roster_Page_TitleInputs */

const en_roster_page_title = /** @type {(inputs: Roster_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Students and sessions`)
};

const bn_roster_page_title = /** @type {(inputs: Roster_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`শিক্ষার্থী আর সেশন`)
};

/**
* | output |
* | --- |
* | "Students and sessions" |
*
* @param {Roster_Page_TitleInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const roster_page_title = /** @type {((inputs?: Roster_Page_TitleInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Roster_Page_TitleInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_roster_page_title(inputs)
	return en_roster_page_title(inputs)
});
