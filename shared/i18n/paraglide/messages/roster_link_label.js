/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Roster_Link_LabelInputs */

const en_roster_link_label = /** @type {(inputs: Roster_Link_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Students and sessions: ${i?.name}`)
};

const bn_roster_link_label = /** @type {(inputs: Roster_Link_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`শিক্ষার্থী আর সেশন: ${i?.name}`)
};

/**
* | output |
* | --- |
* | "Students and sessions: {name}" |
*
* @param {Roster_Link_LabelInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const roster_link_label = /** @type {((inputs: Roster_Link_LabelInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Roster_Link_LabelInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_roster_link_label(inputs)
	return en_roster_link_label(inputs)
});
