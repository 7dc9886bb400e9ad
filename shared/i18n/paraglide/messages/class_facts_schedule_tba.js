/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Class_Facts_Schedule_TbaInputs */

const en_class_facts_schedule_tba = /** @type {(inputs: Class_Facts_Schedule_TbaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Schedule to be announced`)
};

const bn_class_facts_schedule_tba = /** @type {(inputs: Class_Facts_Schedule_TbaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`সময়সূচি পরে জানানো হবে`)
};

/**
* | output |
* | --- |
* | "Schedule to be announced" |
*
* @param {Class_Facts_Schedule_TbaInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const class_facts_schedule_tba = /** @type {((inputs?: Class_Facts_Schedule_TbaInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Class_Facts_Schedule_TbaInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_class_facts_schedule_tba(inputs)
	return en_class_facts_schedule_tba(inputs)
});
