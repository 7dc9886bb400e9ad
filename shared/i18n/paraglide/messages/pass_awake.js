/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pass_AwakeInputs */

const en_pass_awake = /** @type {(inputs: Pass_AwakeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The screen stays on while the pass is shown.`)
};

const bn_pass_awake = /** @type {(inputs: Pass_AwakeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`পাস দেখানোর সময় স্ক্রিন চালু থাকবে।`)
};

/**
* | output |
* | --- |
* | "The screen stays on while the pass is shown." |
*
* @param {Pass_AwakeInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const pass_awake = /** @type {((inputs?: Pass_AwakeInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pass_AwakeInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_pass_awake(inputs)
	return en_pass_awake(inputs)
});
