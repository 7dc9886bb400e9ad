/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Login_IntroInputs */

const en_auth_login_intro = /** @type {(inputs: Auth_Login_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Welcome back. Log in to select classes and see your dashboard.`)
};

const bn_auth_login_intro = /** @type {(inputs: Auth_Login_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`আবার স্বাগতম। ক্লাস সিলেক্ট করতে আর আপনার ড্যাশবোর্ড দেখতে লগইন করুন।`)
};

/**
* | output |
* | --- |
* | "Welcome back. Log in to select classes and see your dashboard." |
*
* @param {Auth_Login_IntroInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const auth_login_intro = /** @type {((inputs?: Auth_Login_IntroInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Login_IntroInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_auth_login_intro(inputs)
	return en_auth_login_intro(inputs)
});
