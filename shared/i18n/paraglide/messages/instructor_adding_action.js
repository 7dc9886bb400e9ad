/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Instructor_Adding_ActionInputs */

const en_instructor_adding_action = /** @type {(inputs: Instructor_Adding_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adding a class`)
};

const bn_instructor_adding_action = /** @type {(inputs: Instructor_Adding_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ক্লাস যোগ করা`)
};

/**
* | output |
* | --- |
* | "Adding a class" |
*
* @param {Instructor_Adding_ActionInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const instructor_adding_action = /** @type {((inputs?: Instructor_Adding_ActionInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Instructor_Adding_ActionInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_instructor_adding_action(inputs)
	return en_instructor_adding_action(inputs)
});
