/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pass_Code_HintInputs */

const en_pass_code_hint = /** @type {(inputs: Pass_Code_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`If the camera cannot read the QR code, tell the instructor this code.`)
};

const bn_pass_code_hint = /** @type {(inputs: Pass_Code_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ক্যামেরা QR কোড পড়তে না পারলে ইনস্ট্রাক্টরকে এই কোডটি বলুন।`)
};

/**
* | output |
* | --- |
* | "If the camera cannot read the QR code, tell the instructor this code." |
*
* @param {Pass_Code_HintInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const pass_code_hint = /** @type {((inputs?: Pass_Code_HintInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pass_Code_HintInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_pass_code_hint(inputs)
	return en_pass_code_hint(inputs)
});
