/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Own_Email_OnlyInputs */

const en_error_own_email_only = /** @type {(inputs: Error_Own_Email_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You can only ask about your own e-mail.`)
};

const bn_error_own_email_only = /** @type {(inputs: Error_Own_Email_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`আপনি শুধু নিজের ইমেইলের কথা জানতে চাইতে পারেন।`)
};

/**
* | output |
* | --- |
* | "You can only ask about your own e-mail." |
*
* @param {Error_Own_Email_OnlyInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const error_own_email_only = /** @type {((inputs?: Error_Own_Email_OnlyInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Own_Email_OnlyInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_error_own_email_only(inputs)
	return en_error_own_email_only(inputs)
});
