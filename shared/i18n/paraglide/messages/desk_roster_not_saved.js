/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Desk_Roster_Not_SavedInputs */

const en_desk_roster_not_saved = /** @type {(inputs: Desk_Roster_Not_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The student list is not saved on this device yet: open this page once online.`)
};

const bn_desk_roster_not_saved = /** @type {(inputs: Desk_Roster_Not_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`শিক্ষার্থীর তালিকা এখনো এই ডিভাইসে সংরক্ষিত নেই: একবার অনলাইনে এই পেজটি খুলুন।`)
};

/**
* | output |
* | --- |
* | "The student list is not saved on this device yet: open this page once online." |
*
* @param {Desk_Roster_Not_SavedInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const desk_roster_not_saved = /** @type {((inputs?: Desk_Roster_Not_SavedInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Desk_Roster_Not_SavedInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_desk_roster_not_saved(inputs)
	return en_desk_roster_not_saved(inputs)
});
