/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Register_IntroInputs */

const en_auth_register_intro = /** @type {(inputs: Auth_Register_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create your account to select classes and pay for them in one go.`)
};

const bn_auth_register_intro = /** @type {(inputs: Auth_Register_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`একটি অ্যাকাউন্ট খুলুন, তারপর ক্লাস সিলেক্ট করে সবগুলোর পেমেন্ট একবারেই করুন।`)
};

/**
* | output |
* | --- |
* | "Create your account to select classes and pay for them in one go." |
*
* @param {Auth_Register_IntroInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const auth_register_intro = /** @type {((inputs?: Auth_Register_IntroInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Register_IntroInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_auth_register_intro(inputs)
	return en_auth_register_intro(inputs)
});
