/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Opening_GoogleInputs */

const en_auth_opening_google = /** @type {(inputs: Auth_Opening_GoogleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Opening Google…`)
};

const bn_auth_opening_google = /** @type {(inputs: Auth_Opening_GoogleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Google খোলা হচ্ছে…`)
};

/**
* | output |
* | --- |
* | "Opening Google…" |
*
* @param {Auth_Opening_GoogleInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const auth_opening_google = /** @type {((inputs?: Auth_Opening_GoogleInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Opening_GoogleInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_auth_opening_google(inputs)
	return en_auth_opening_google(inputs)
});
