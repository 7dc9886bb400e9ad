/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Desk_Classes_NoneInputs */

const en_desk_classes_none = /** @type {(inputs: Desk_Classes_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No open classes at this branch.`)
};

const bn_desk_classes_none = /** @type {(inputs: Desk_Classes_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`এই শাখায় কোনো খোলা ক্লাস নেই।`)
};

/**
* | output |
* | --- |
* | "No open classes at this branch." |
*
* @param {Desk_Classes_NoneInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const desk_classes_none = /** @type {((inputs?: Desk_Classes_NoneInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Desk_Classes_NoneInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_desk_classes_none(inputs)
	return en_desk_classes_none(inputs)
});
