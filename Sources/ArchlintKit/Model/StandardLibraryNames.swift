import ArchlintScan

// Written by Tests/Oracle/standard-names.py from the symbol graphs of Swift, _Concurrency, _StringProcessing, RegexBuilder, Dispatch, Foundation, FoundationEssentials, FoundationInternationalization, FoundationNetworking, Observation
// (Swift version 6.3.1 (swift-6.3.1-RELEASE)); run it again rather than edit this file.

/// The names the Swift standard library and Foundation declare (`ExtensionMembers`): no use of
/// a member of one of these names is told apart from the framework's own by its name. Sorted, for
/// `SortedNames`.
enum StandardLibraryNames {
    /// Every public method, property and enum case name, static ones too.
    static let members = SortedNames("""
        AsyncStream AsyncThrowingStream AttributeScopes AttributedString ByteCountFormatStyle
        ByteCountFormatter CGRectEdge Calendar CancellationError ClosedRange CollectionDifference
        ComparisonResult Data Date DateFormatter DateIntervalFormatter Decimal DecodingError DispatchData
        DispatchIO DispatchPredicate DispatchQoS DispatchQueue DispatchTimeInterval DispatchTimeoutResult
        E2BIG EACCES EADDRINUSE EADDRNOTAVAIL EAFNOSUPPORT EAGAIN EALREADY EBADF EBADMSG EBUSY ECANCELED
        ECHILD ECONNABORTED ECONNREFUSED ECONNRESET EDEADLK EDESTADDRREQ EDOM EDQUOT EEXIST EFAULT EFBIG
        EHOSTDOWN EHOSTUNREACH EIDRM EILSEQ EINPROGRESS EINTR EINVAL EIO EISCONN EISDIR ELOOP EMFILE EMLINK
        EMSGSIZE EMULTIHOP ENAMETOOLONG ENETDOWN ENETRESET ENETUNREACH ENFILE ENOBUFS ENODATA ENODEV ENOENT
        ENOEXEC ENOLCK ENOLINK ENOMEM ENOMSG ENOPROTOOPT ENOSPC ENOSR ENOSTR ENOSYS ENOTBLK ENOTCONN ENOTDIR
        ENOTEMPTY ENOTRECOVERABLE ENOTSOCK ENOTTY ENXIO EOVERFLOW EOWNERDEAD EPERM EPFNOSUPPORT EPIPE EPROTO
        EPROTONOSUPPORT EPROTOTYPE ERANGE EREMOTE EROFS ESHUTDOWN ESOCKTNOSUPPORT ESPIPE ESRCH ESTALE ETIME
        ETIMEDOUT ETOOMANYREFS ETXTBSY EUSERS EWOULDBLOCK EXDEV EncodingError EnergyFormatter FileManager
        FloatingPointClassification FloatingPointRoundingRule FloatingPointSign Formatter HTTPCookie ISO8601
        ISO8601Format InflectionRule JSONDecoder JSONEncoder LengthFormatter ListFormatStyle Locale
        MassFormatter Mirror Morphology NSCalendarDayChanged NSCoder NSComparisonPredicate
        NSCompoundPredicate NSDidBecomeSingleThreaded NSExpression NSFileHandleConnectionAccepted
        NSFileHandleDataAvailable NSFileHandleReadToEndOfFileCompletion NSHTTPCookieManagerCookiesChanged
        NSRectEdge NSSystemTimeZoneDidChange NSThreadWillExit NSURLCredentialStorageChanged NSURLRequest
        NSWillBecomeMultiThreaded NotificationQueue NumberFormatter Observations Operation Optional
        PersonNameComponentsFormatter PredicateExpressions Process PropertyListDecoder QualityOfService
        Result Scanner SortOrder Stream TimeZone URL URLCache URLCredential URLError URLSession
        URLSessionTask URLSessionTaskMetrics URLSessionWebSocketTask Unicode UnicodeDecodingResult
        abbreviated abbreviation abbreviationDictionary above aboveLeft aboveRight absoluteString
        absoluteURL acceptConnectionInBackgroundAndNotify acceptInput access accounting accountingAlways
        acreFeet acres activate activeProcessorCount add addAttribute addAttributes addBarrierBlock
        addCharacters addChild addDependency addEntries addExecutionBlock addImmediateTask
        addImmediateTaskUnlessCancelled addObjects addObserver addOperation addOperations addProduct
        addSuite addTask addTaskUnlessCancelled addTimeInterval addValue addedToDirectoryDate
        addedToDirectoryDateKey adding addingObjects addingPercentEncoding addingProduct
        addingReportingOverflow addingTimeInterval address addresses adjustingRanges adlam advanced
        afghanistan afterDate afterOccurrences age ainu albania albanian algeria alignAllEdgesInward
        alignAllEdgesNearest alignAllEdgesOutward alignHeightInward alignHeightNearest alignHeightOutward
        alignMaxXInward alignMaxXNearest alignMaxXOutward alignMaxYInward alignMaxYNearest alignMaxYOutward
        alignMinXInward alignMinXNearest alignMinXOutward alignMinYInward alignMinYNearest alignMinYOutward
        alignRectFlipped alignWidthInward alignWidthNearest alignWidthOutward alignedDown alignedUp
        alignment all allBundles allCases allCredentials allDomainsMask allFrameworks allHTTPHeaderFields
        allHeaderFields allKeys allObjects allPartitionsAndEjectDisk allSatisfy allValues allocate
        allowCommentsAndWhitespace allowFragments allowLossy allowedClasses allowedFields allowedUnits
        allowsCellularAccess allowsFloats allowsJSON5 allowsKeyedCoding allowsNonnumericFormatting
        alphanumeric alphanumerics alternateDescription alternateQuotationBeginDelimiter
        alternateQuotationBeginDelimiterKey alternateQuotationEndDelimiter alternateQuotationEndDelimiterKey
        always alwaysMapped alwaysShowsDecimalSeparator amSymbol americanSamoa amharic ampereHours amperes
        anchor anchored anchorsMatchLineEndings anchorsMatchLines andorra angola anguilla antarctica
        antiguaBarbuda any anyGraphemeCluster anyNonNewline anyObject anyOf apacheWestern appStoreReceiptURL
        append appendInterpolation appendLiteral appendOnly appendPathComponent appendPathExtension
        appending appendingFormat appendingPathComponent appendingPathExtension applicationIsScriptable
        applicationIsScriptableKey applyTransform applying applyingTransform arabic arabicNastaliq
        arcMinutes arcSeconds archiveRootObject archivedData archiver archiverDidFinish archiverWillFinish
        ares argc argentina argumentDomain arguments armenia armenian array aruba asSerialExecutor
        asTaskExecutor asUnownedSerialExecutor asUnownedTaskExecutor ascending ascensionIsland ascii
        asciiOnlyCharacterClasses asciiOnlyDigits asciiOnlyWhitespace asciiOnlyWordCharacters asciiValue
        assamese assertIsolated assign assignCurrentContext associativeList assumeIsolated
        assumesTopLevelDictionary assumingMemoryBound assyrian astronomicalUnits async asyncAfter
        asyncUnlessCancelled atomic attachedAbove attachedAboveRight attachedBelow attachedBelowLeft
        attemptRecovery attoseconds attrib attribute attributeChanged attributeModificationDate
        attributeModificationDateKey attributed attributedStyle attributedSubstring attributes
        attributesOfFileSystem attributesOfItem australia austria authenticationMethod automatic
        autoupdatingCurrent availableCollations availableData availableIdentifiers
        availableLocaleIdentifiers availableNumberingSystems availableStringEncodings azerbaijan azerbaijani
        background backgroundSessionInUseByAnotherProcess backgroundSessionRequiresSharedContainer
        backgroundSessionWasDisconnected backwards badServerResponse badURL bahamas bahrain bangla
        bangladesh barbados barrier bars base base64EncodedData base64EncodedString base64URLAlphabet
        baseAddress basePriority baseURL baseUnit baseUnitValue becomeCurrent beginEditing
        beginningOfSentence belarus belarusian belgium belize below belowLeft belowRight benin bermuda
        bhutan bigEndian binade bindMemory binding bitPattern bitWidth bitmapRepresentation bits
        blockSpecial bodo bolivia bool boolValue bosniaHerzegovina botswana bottom bouvetIsland brazil
        britishVirginIslands broadcast brunei buddhist buffer buildBlock buildExpression
        buildLimitedAvailability buildPartialBlock build_Arg build_Arithmetic build_ClosedRange
        build_Comparison build_Conditional build_Conjunction build_Disjunction build_Division build_Equal
        build_ForcedUnwrap build_KeyPath build_Negation build_NilCoalesce build_NilLiteral build_NotEqual
        build_Range build_Remainder build_UnaryMinus build_allSatisfy build_contains build_evaluate
        build_filter build_flatMap build_max build_min build_starts build_subscript builtInPlugInsPath
        builtInPlugInsURL bulgaria bulgarian bundleIdentifier bundlePath bundleURL burkinaFaso burmese
        burundi bushels busy byComposedCharacterSequences byLines byParagraphs byteCount byteOffsets
        byteSwapped bytes bytesEqual c cString cache cachePolicy cachedResponse calendar calendarIdentifier
        callAsFunction callIsActive callSignaling callStackReturnAddresses callStackSymbols calories
        cambodia cameroon canBeConverted canInflect canInflectPreferredLocalization canInit canada
        canaryIslands cancel cancelAll cancelAllOperations cancellationHandler cancelled cannotCloseFile
        cannotConnectToHost cannotCreateFile cannotDecodeContentData cannotDecodeRawData cannotFindHost
        cannotLoadFromNetwork cannotMoveFile cannotOpenFile cannotParseResponse cannotRemoveFile
        cannotWriteToFile canonicalCombiningClass canonicalIdentifier canonicalLanguageIdentifier
        canonicalLocaleIdentifier canonicalPath canonicalPathKey canonicalRequest cantonese capacity
        capeVerde capitalizationContext capitalized capitalizedLetter capitalizedLetters carats
        caribbeanNetherlands caseInsensitive caseInsensitiveCompare caseSensitive catalan category
        caymanIslands celsius centigrams centiliters centimeters centralAfricanRepublic ceutaMelilla chad
        chagosArchipelago changeCurrentDirectoryPath changesWhenCaseFolded changesWhenCaseMapped
        changesWhenLowercased changesWhenNFKCCaseFolded changesWhenTitlecased changesWhenUppercased
        character characterDirection characterIsMember characterSpecial characters charactersEqual
        charactersToBeSkipped checkCancellation checkForASCII checkForNFC checkIsolated
        checkResourceIsReachable cherokee children chile chinaMainland chinese christmasIsland clamp clamped
        class classFallbacksForKeyedArchiver classForCoder classForKeyedArchiver classForKeyedUnarchiver
        classNameForClass classNamed client clientCertificateRejected clientCertificateRequired
        clippertonIsland close closeCode closeFile closeReason cocosIslands code codeUnits coderInvalidValue
        coderReadCorrupt coderValueNotFound codingKey codingPath coefficient collation collationIdentifier
        collatorIdentifier colombia combine comment commentURL common commonISOCurrencyCodes commonPrefix
        comoros compactMap compactMapValues compactName comparator compare complete completeFileProtection
        completeFileProtectionUnlessOpen completeFileProtectionUntilFirstUserAuthentication completePath
        completeUnlessOpen completeUntilFirstUserAuthentication completed completedUnitCount completionBlock
        component components componentsJoined componentsToDisplay compoundPredicateType concurrent
        concurrentPerform condensedAbbreviated condition configuration congoBrazzaville congoKinshasa
        connectEndDate connectStartDate connectionProxyDictionary constant consuming container
        containingRegion contains containsValue contentAccessDate contentAccessDateKey
        contentModificationDate contentModificationDateKey contents contentsEqual contentsOfDirectory
        continent continueWithoutCredential continuous control controlCharacters conversational
        conversationalDefaultDigits conversationalTwoDigits convert converted converter converting
        cookIslands cookieAcceptPolicy cookies coptic copy copyBytes copyItem copyMemory copying correction
        costaRica coulombs count countLimit countOfBytesClientExpectsToReceive
        countOfBytesClientExpectsToSend countOfBytesExpectedToReceive countOfBytesExpectedToSend
        countOfBytesReceived countOfBytesSent countOfIndexes countOfRequestBodyBytesBeforeEncoding
        countOfRequestBodyBytesSent countOfRequestHeaderBytesSent countOfResponseBodyBytesAfterDecoding
        countOfResponseBodyBytesReceived countOfResponseHeaderBytesReceived countStyle countryCode create
        createDirectory createFile createSymbolicLink creationDate creationDateKey credentials croatia
        croatian cuba cubicCentimeters cubicDecimeters cubicFeet cubicInches cubicKilometers cubicMeters
        cubicMiles cubicMillimeters cubicYards cups cura currency currencyCode currencyDecimalSeparator
        currencyGroupingSeparator currencySymbol current currentCodeUnitOffset currentDirectory
        currentDirectoryPath currentDirectoryURL currentDiskUsage currentIndex
        currentLocaleDidChangeNotification currentMemoryUsage currentMode currentPriority currentRequest
        customIconKey customMirror customPlaygroundQuickLook customPronoun cyprus cyrillic czech czechia
        daily danish dash data dataCorruptedError dataDecodingStrategy dataEncodingStrategy dataNotAllowed
        dataRepresentation dataTask dataWrittenToMemoryStreamKey date dateComponents dateDecodingStrategy
        dateEncodingStrategy dateField dateFormat dateInterval dateIntervalOfWeekend dateSeparator dateStyle
        dateTemplate dateTime dateTimeSeparator dates day dayOfYear daylightSavingTimeOffset days
        daysOfTheMonth daysOfTheYear deallocate debugDescription decameters decigrams deciliters
        decimalDigit decimalDigits decimalNumberDivideByZeroException decimalNumberExactnessException
        decimalNumberOverflowException decimalNumberUnderflowException decimalSeparator decimalValue
        decimeters decode decodeArray decodeBool decodeCInt decodeCString decodeData decodeDouble
        decodeFloat decodeIfPresent decodeInt32 decodeInt64 decodeInteger decodeMarkdown decodeNil
        decodeObject decodePoint decodePropertyList decodeRect decodeSize decodeValue decodingConfiguration
        decodingFailurePolicy decomposable decomposables decomposedStringWithCanonicalMapping
        decomposedStringWithCompatibilityMapping decompressingAfterDownloading default defaultBehavior
        defaultCStringEncoding defaultCredential defaultDate defaultDigits defaultDigitsNoAMPM
        defaultMaxConcurrentOperationCount defaultPriority degrees deinitialize deinitializeElement delegate
        delegateQueue delete deleteCharacters deleteCookie deleteLastPathComponent deletePathExtension
        deletingLastPathComponent deletingPathExtension denmark dependencies dequeueNotifications descendant
        description descriptionInStringsFileFormat destinationOfSymbolicLink detachNewThread detached
        devanagari developmentLocalization deviceIdentifier dhivehi diacriticInsensitive dictionary
        dictionaryRepresentation didBecomeInvalidNotification didChangeNotification didChangeValue didSet
        didTerminateNotification diegoGarcia difference digit directory directoryAttributes discard
        discreteInput discreteProgress diskCapacity displayName displayStyle distance distantFuture
        distantPast distinguishedNames divide divided dividedReportingOverflow dividing dividingFullWidth
        djibouti dnsLookupFailed documentIdentifier documentIdentifierKey doesRelativeDateFormatting dogri
        domain domainLookupEndDate domainLookupStartDate domainResolutionProtocol dominica dominicanRepublic
        dotMatchesLineSeparators dotMatchesNewlines double doubleAbove doubleBelow doubleValue download
        downloadDecodingFailedMidStream downloadDecodingFailedToComplete downloadTask downloading drop
        dropFirst dropLast duration durationField dutch dzongkha eager earlierDate earliestBeginDate eb
        ecuador edgeInsetsValue editingString effectiveIconKey egypt elSalvador element elements
        elementsEqual empty encode encodeArray encodeBycopyObject encodeByrefObject encodeBytes
        encodeConditional encodeConditionalObject encodeIfPresent encodeNil encodePropertyList
        encodeRootObject encodeValue encodedData encodedHost encodedOffset encodedReplacementCharacter
        encodingConfiguration end endDate endEditing endEncountered endIndex endLineWithCarriageReturn
        endLineWithLineFeed endOfLine endOfSubject endOfSubjectBeforeNewline enforceQoS english enqueue
        enter enumerate enumerateAttribute enumerateAttributes enumerateBytes enumerateDates
        enumerateKeysAndObjects enumerateLines enumerateMatches enumerateObjects enumerateRanges
        enumerateSubstrings enumerated enumerator environment ephemeral equatorialGuinea era eraSymbols
        eritrea error errorCode errorDescription errorDomain errorOccurred errorUserInfo escalatePriority
        escaped escapedPattern escapedTemplate estimatedTimeRemainingKey estonia estonian eswatini ethiopia
        ethiopic ethiopicAmeteAlem ethiopicAmeteMihret evaluate evenHalf evictsObjectsWithDiscardedContent
        exabits exabytes exbibits exbibytes exchangeObject executableArchitectureMismatch
        executableArchitectures executableLink executableLoad executableNotLoadable executablePath
        executableRuntimeMismatch executableURL executionBlocks exemplarCharacterSet exemplarLocation exit
        expandingTildeInPath expectedContentLength expires expiresDate exponent exponentBitCount
        exponentBitPattern exponentSymbol expression extend extended extensionHidden externalRepresentation
        extractValues extracting fahrenheit failWithError failingURL failureReason failureResponse
        failureURLString falklandIslands false falseBranch familyName faroeIslands faroese fastestEncoding
        fathoms featureUnsupported feet femtowatts fetchStartDate fiji file fileAllocatedSize
        fileAllocatedSizeKey fileAttributes fileCompletedCountKey fileCurrentOffsetKey fileDescriptor
        fileDoesNotExist fileExists fileHandleForReading fileHandleForWriting fileHandleOperationException
        fileIsDirectory fileLocking fileManager fileManagerUnmountBusy fileManagerUnmountUnknown
        fileNoSuchFile fileOperationKindKey filePath filePathURL fileProtectionMask fileReadCorruptFile
        fileReadInapplicableStringEncoding fileReadInvalidFileName fileReadNoPermission fileReadNoSuchFile
        fileReadTooLarge fileReadUnknown fileReadUnknownStringEncoding fileReadUnsupportedScheme
        fileResourceIdentifier fileResourceIdentifierKey fileResourceType fileResourceTypeKey
        fileSecurityKey fileSize fileSizeKey fileSystemRepresentation fileTotalCountKey fileURL fileURLKey
        fileWriteFileExists fileWriteInapplicableStringEncoding fileWriteInvalidFileName
        fileWriteNoPermission fileWriteOutOfSpace fileWriteUnknown fileWriteUnsupportedScheme
        fileWriteVolumeReadOnly filter filtered filteredIndexSet finalize finish finishDecoding
        finishEncoding finishTasksAndInvalidate finland finnish fire fireDate first firstDayOfWeek
        firstEqual firstIndex firstMatch firstMatchingPositionInSubject firstObject firstObjectCommon
        firstRange firstWeekday fixed flatMap flatMapError float floatValue floatingPointClass fluidOunces
        flush folding forEach forceCastFailure forceUnwrapFailure forcedOrdering formIndex formIntersection
        formRemainder formSquareRoot formSymmetricDifference formTruncatingRemainder formUnion format
        formatOptions formatStyle formatWidth formatted formatting formattingContext foundation
        fractionCompleted fractionLength fractional fractionalPartDisplay fragment fragmentsAllowed france
        freeCapacity french frenchGuiana frenchPolynesia frenchSouthernTerritories frequency fromOpaque fula
        fullName fullUserName fullwidthToHalfwidth funlock furlongs gabon gallons gambia gb generalCategory
        generatesCalendarDates generatesDecimalNumbers generationIdentifier generationIdentifierKey
        genericLocation genericName georgia georgian german germany get getAllTasks getBuffer getBytes
        getCString getCachedResponse getCharacters getCredentials getDefaultCredential getEra
        getFileSystemRepresentation getHour getIndexes getLineStart getObjects getParagraphStart
        getRelationship getResourceValue getResult getSpecific getTasksWithCompletionHandler getValue ghana
        gibibits gibibytes gibraltar gigabits gigabytes gigahertz gigapascals gigawatts givenName global
        globalDomain globallyUniqueString gmt gradians grammar grammaticalGender grams gramsPerLiter
        graphemeCluster gravity greatestFiniteMagnitude greece greek greenland gregorian gregorianStartDate
        grenada groupOwnerAccountID groupOwnerAccountName grouping groupingSeparator groupingSize guadeloupe
        guam guatemala guernsey guinea guineaBissau gujarati gurmukhi guyana haiti hanSimplified
        hanTraditional handle hanifiRohingya hasBytesAvailable hasCommonParent hasDirectoryPath
        hasHiddenExtension hasHiddenExtensionKey hasMember hasMemberInPlane hasPassword
        hasPointerRepresentation hasPrefix hasSpaceAvailable hasSuffix hasThousandSeparators hash hashValue
        hawaiian header heardMcdonaldIslands hebrew hectares hectometers hectopascals height helpAnchor
        hertz hexDigit hexDigitValue hfsCreatorCode hfsTypeCode hide high highHalf highPriority hindi
        hiragana hiraganaToKatakana hitEnd homeDirectory homeDirectoryForCurrentUser honduras hongKong
        horizontalWhitespace horsepower host hostKey hostName hour hourCycle hourMinute hourMinuteSecond
        hourly hours httpAdditionalHeaders httpBody httpBodyStream httpCookieAcceptPolicy httpCookieStorage
        httpMaximumConnectionsPerHost httpMethod httpShouldHandleCookies httpShouldSetCookies
        httpShouldUsePipelining httpTooManyRedirects hungarian hungary ianaName iceland icelandic id
        identifier identity igbo ignoreMetacharacters ignoreUnknownCharacters ignoresCase illegal
        illegalCharacters imageURL immediate immediateDetached immutable imperialFluidOunces imperialGallons
        imperialPints imperialQuarts imperialTablespoons imperialTeaspoons inactive inches inchesOfMercury
        includesActualByteCount includesCount includesDirectoriesPostOrder includesUnit
        includingFractionalSeconds increaseLength index indexGreaterThanIndex indexGreaterThanOrEqual
        indexLessThanIndex indexLessThanOrEqual indexOfObject indexOfObjectIdentical indexRange indexes
        indexesOfObjects india indian indices indonesia indonesian inferringMoves infinite infinity
        inflectionAlternative inflectionRule infoDictionary inheritQoS inheritedByAddedText initialize
        initializeElement initializeMemory initiallyInactive inner input insert insertionIndex insertions
        insetBy int16Value int32Value int64Value int8Value intValue integer integerAndFractionLength
        integerGreaterThan integerGreaterThanOrEqualTo integerLength integerLessThan
        integerLessThanOrEqualTo integerValue integral internalError internationalCurrencySymbol
        internationalRoamingOff interrupt intersect intersectSet intersection intersects intersectsSet
        interval invalidInput invalidNonSurrogateCodePointByte invalidate invalidateAndCancel
        invalidationConditions inverse invert inverted iotaSubscript iran iraq ireland irish isASCII
        isASCIIHexDigit isAbsolutePath isAdaptive isAliasFile isAliasFileKey isAlphabetic isApplication
        isApplicationKey isAsynchronous isAtEnd isBidiControl isBidiMirrored isCancellable isCancelled
        isCanonical isCanonicallyEquivalent isCanonicallyLessThan isCaseIgnorable isCased isCellular
        isCoderError isConstrained isContiguousUTF8 isContinuation isCurrencySymbol isDash isDate
        isDateInToday isDateInTomorrow isDateInWeekend isDateInYesterday isDaylightSavingTime
        isDefaultIgnorableCodePoint isDeletableFile isDeprecated isDiacritic isDirectory isDirectoryKey
        isDiscretionary isDisjoint isEmoji isEmojiModifier isEmojiModifierBase isEmojiPresentation isEmpty
        isEqual isEquivalent isExcludedFromBackup isExcludedFromBackupKey isExecutable isExecutableError
        isExecutableFile isExecutableKey isExecuting isExpensive isExtender isFileError isFileURL isFinished
        isFinite isForFoodEnergyUse isForPersonHeightUse isForPersonMassUse isFormattingError isFull
        isFullCompositionExclusion isGraphemeBase isGraphemeExtend isHTTPOnly isHexDigit isHidden
        isHiddenKey isIDContinue isIDSBinaryOperator isIDSTrinaryOperator isIDStart isISOCurrency
        isISOLanguage isISORegion isISOScript isIdentical isIdeographic isIndeterminate isInfinite
        isIsolatingCurrentContext isJoinControl isKind isKnownASCII isKnownNFC isLeadSurrogate isLeap
        isLeapMonth isLenient isLess isLessThanOrEqualTo isLetter isLoaded isLogicalOrderException
        isLowercase isMainExecutor isMainThread isMath isMathSymbol isMember isMountTrigger
        isMountTriggerKey isMultiThreaded isMultipath isMultiple isNaN isNewline isNoncharacterCodePoint
        isNormal isNull isNumber isOperatingSystemAtLeast isPackage isPackageKey
        isPartialStringValidationEnabled isPatternSyntax isPatternWhitespace isPausable isPaused isPhonetic
        isPropertyListError isProxy isProxyConnection isPunctuation isQuotationMark isRadical isReadable
        isReadableFile isReadableKey isReady isRegularFile isRegularFileKey isRepeatedDay isReusedConnection
        isRunning isSameExclusiveExecutionContext isSecure isSentenceTerminal isSessionOnly isSignMinus
        isSignaling isSignalingNaN isSigned isSoftDotted isStrictSubset isStrictSuperset isSubclass
        isSubnormal isSubset isSuperset isSupported isSurrogate isSuspended isSymbol isSymbolicLink
        isSymbolicLinkKey isSystemImmutable isSystemImmutableKey isTerminalPunctuation isTotallyOrdered
        isTrailSurrogate isUbiquitousFileError isUbiquitousItem isUbiquitousItemKey isUnifiedIdeograph
        isUniqueReference isUppercase isUserActivityError isUserImmutable isUserImmutableKey isValid
        isValidDate isValidJSONObject isValidationError isVariationSelector isVolume isVolumeKey
        isWhitespace isWholeNumber isWritable isWritableFile isWritableKey isXIDContinue isXIDStart
        isXPCConnectionError isZero islamic islamicCivil islamicTabular islamicUmmAlQura isleOfMan iso2022JP
        iso8601 iso8601Components iso8601ComponentsWithTimeZone iso8601Date iso8601DateComponents
        iso8601WithTimeZone isoCode isoCountryCodes isoCurrencies isoCurrencyCodes isoLanguageCodes
        isoLatin1 isoLatin2 isoRegionCodes isoRegions israel italian italy jamaica japan japanese
        japaneseEUC jersey joined jordan joules jsonObject julianModified kanaVoicing kannada kashmiri
        katakana kazakh kazakhstan kb kelvin kenya key keyDecodingStrategy keyEncodingStrategy keyEnumerator
        keyPath keyValueValidation keys keysOfEntries keysOfUnsetValuesKey keysSortedByValue khmer kibibits
        kibibytes kiloampereHours kiloamperes kilobits kilobytes kilocalories kilograms kilohertz kilojoules
        kiloliters kilometers kilometersPerHour kiloohms kilopascals kilovolts kilowattHours kilowatts kind
        kiribati knots knownTimeZoneIdentifiers knownTimeZoneNames konkani korean kosovo kurdish
        kurdishSorani kuwait kyrgyz kyrgyzstan label labelColorKey labelNumber labelNumberKey language
        languageCode languageComponents languageIdentifier lao laos last lastEqual lastIndex lastObject
        lastPathComponent lastRange laterDate latin latinAmerica latinToArabic latinToCyrillic latinToGreen
        latinToHangul latinToHebrew latinToHiragana latinToKatakana latinToThai latvia latvian launch
        launchPath launchedProcess lazy leadSurrogate leadingZeroBitCount leastFiniteMagnitude
        leastNonzeroMagnitude leastNormalMagnitude leave lebanon left length lengthOfBytes lenient lesotho
        letter letters level lexical lexicographicallyPrecedes lhs liberia libya liechtenstein lightyears
        limitDate lineDirection lineLayoutDirection lineLength64Characters lineLength76Characters lineRange
        link linkCount linkCountKey linkItem list listItem listType literal liters litersPer100Kilometers
        lithuania lithuanian littleEndian load loadAndReturnError loadUnaligned local localAddress
        localDomainMask localPort locale localeIdentifier localizations localized
        localizedAdditionalDescription localizedCapitalized localizedCaseInsensitiveCompare
        localizedCaseInsensitiveContains localizedCompare localizedCurrency localizedDecimal
        localizedDescription localizedDouble localizedDoublePercentage localizedFailureReason localizedGMT
        localizedInfoDictionary localizedInteger localizedIntegerCurrency localizedIntegerPercentage
        localizedLabel localizedLabelKey localizedLowercase localizedName localizedNameKey
        localizedRecoveryOptions localizedRecoverySuggestion localizedScanner localizedStandardCompare
        localizedStandardContains localizedStandardRange localizedString localizedStringWithFormat
        localizedTypeDescription localizedTypeDescriptionKey localizedUppercase localizesFormat lock long
        longCharacterIsMember longEraSymbols longLongValue longestEffectiveRangeNotRequired low lowHalf
        lowPriority lower lowerBound lowercaseLetter lowercaseLetters lowercaseMapping lowercased lux
        luxembourg m m11 m12 m21 m22 macOSRoman macao macedonian madagascar magnitude main mainDocumentURL
        mainThread maithili majorVersion makeAsyncIterator makeCharacterIterator makeContiguousUTF8
        makeIterator makeReadSource makeSignalSource makeStream makeTimerSource makeUnicodeScalarIterator
        makeUserDataAddSource makeUserDataOrSource makeUserDataReplaceSource makeWriteSource malawi malay
        malayalam malaysia maldives mali malta maltese mandarinToLatin manipuri map mapError mapValues
        mappedIfSafe marathi markdownName marshallIslands martinique mask matchFirst matchLast matchNextTime
        matchNextTimePreservingSmallerUnits matchPreviousTimePreservingSmallerUnits matchStrictly matches
        matchingPolicy matchingSemantics mauritania mauritius max maxConcurrentOperationCount maxX maxY
        maximalIdentifier maximum maximumAge maximumFractionDigits maximumIntegerDigits maximumLength
        maximumLengthOfBytes maximumMagnitude maximumMessageSize maximumRange maximumSignificantDigits
        maximumUnitCount mayotte mb measure measurement measurementSystem measurementSystems mebibits
        mebibytes medium megaampereHours megaamperes megabits megabytes megahertz megaliters megameters
        megaohms megapascals megavolts megawatts meiteiMayek member memoryCapacity merge mergeAttributes
        merging mergingAttributes messages meters metersPerSecond metersPerSecondSquared metric metricCups
        metricTons mexico microampereHours microamperes micrograms microhertz micrometers micronesia
        microohms microseconds microvolts microwatts midX midY middleName middleOfSentence miles
        milesPerGallon milesPerHour milesPerImperialGallon milliampereHours milliamperes millibars
        milligrams milligramsPerDeciliter millihertz milliliters millimeters millimetersOfMercury
        millimolesPerLiter milliohms milliseconds millivolts milliwatts mimeType min minX minY
        minimalIdentifier minimum minimumDaysInFirstWeek minimumFractionDigits minimumIntegerDigits
        minimumLength minimumMagnitude minimumRange minimumResolution minimumSignificantDigits minorVersion
        minus minusSet minusSign minute minuteSecond minutely minutes modificationDate moldova monaco
        mongolia mongolian montenegro month monthSymbols monthly months montserrat morocco morphology
        mountedVolumeURLs move moveAssign moveElement moveInitialize moveInitializeMemory moveItem
        moveObjects moveSubranges moveUpdate mozambique msgid multiple multipliedFullWidth
        multipliedReportingOverflow multiplier multiply multiplying mutableBytes mutableContainers
        mutableContainersAndLeaves mutableCopy mutableLeaves mutableSpan mutableString myanmar name
        nameAlias nameKey namePrefix nameSuffix named namedPipe names namibia nan nanograms nanohertz
        nanometers nanosecond nanoseconds nanowatts narrow native nauru nauticalMiles navajo negate
        negativeFormat negativeInfinitySymbol negativePrefix negativeSuffix negotiatedSSL
        negotiatedTLSCipherSuite negotiatedTLSProtocolVersion nepal nepali nestedContainer
        nestedUnkeyedContainer netherlands networkConnectionLost networkDomainMask networkProtocolName
        networkServiceType never newCaledonia newZealand newline newlineSequence newlines
        newtonsPerMetersSquared next nextDate nextDaylightSavingTimeTransition nextDown nextObject
        nextResult nextUp nextWeekend nextWeekendAfter nextstep nibbles nicaragua nickname niger nigeria
        nilSymbol niue noFileProtection noPermissionsToReadFile noQoS nonBase nonBaseCharacters
        nonConformingFloatDecodingStrategy nonConformingFloatEncodingStrategy nonLossyASCII none
        nonzeroBitCount norfolkIsland normalized northMacedonia northernMarianaIslands norway norwegian
        norwegianBokm norwegianNynorsk notANumber notANumberSymbol notConnectedToInternet notReordered
        notation notify now nukta null nullDevice number numberFormat numberFormatter numberOfCaptureGroups
        numberOfMatches numberOfRanges numberPart numberStyle numberSymbol numberingSystem numeric
        numericType numericValue objCType object objectEnumerator objectForm objectIsForced objects
        occurrences oddHalf odia offset offsetBy offsetInFile ohms olChiki oman omitPaddingCharacter omitted
        onName onSender onTermination one oneBased oneDigit op open openCompleted operatingSystemVersion
        operatingSystemVersionString operationCount operations options or order ordinal ordinalOfDayInMonth
        ordinality origin originURL originalRequest orthography other ounces ouncesTroy output outputFormat
        outputFormatting overlaps overlay overlongEncodingByte ownerAccountID ownerAccountName padded
        padding paddingCharacter paddingPosition pakistan palau palestinianTerritories panama papuaNewGuinea
        paragraphRange paraguay parameterString parent parentDirectory parentDirectoryURLKey parse
        parseScalar parseStrategy parsecs partOfSpeech partition partsPerMillion pashto passRetained
        passUnretained password passwordKey patchVersion path pathComponents pathExtension pathKey paths
        pathsMatchingExtensions pattern pause pausingHandler pb pebibits pebibytes perMillSymbol percent
        percentEncodedFragment percentEncodedHost percentEncodedPassword percentEncodedPath
        percentEncodedQuery percentEncodedQueryItems percentEncodedUser percentSymbol perform
        performDefaultHandling persian persistence persistentDomain personNameComponent peru petabits
        petabytes philippines phoneNumber phonetic phoneticRepresentation physicalMemory pi picograms
        picometers picoseconds picowatts pints pitcairnIslands playgroundDescription plusSign pmSymbol
        pointValue pointee pointer poland polish popFirst popLast port portKey portList portugal portuguese
        positiveFormat positiveInfinitySymbol positivePrefix positiveSuffix posix posixPermissions
        possessive possessiveAdjectiveForm possessiveForm post pounds poundsForcePerSquareInch precision
        precomposedStringWithCanonicalMapping precomposedStringWithCompatibilityMapping preconditionIsolated
        predecessor predicateFormat preferredIOBlockSize preferredIOBlockSizeKey preferredLanguages
        preferredLocales preferredLocalizations prefix prefixMatch preflight prepend presentation
        prettyPrinted previous previousFailureCount principalClass priority privateFrameworksPath
        privateFrameworksURL processIdentifier processInfo processName processorCount
        produceFileReferenceURLs producesRelativePathURLs progress projectedValue properties property
        propertyList propertyListReadCorrupt propertyListReadStream propertyListReadUnknownVersion
        propertyListWriteInvalid propertyListWriteStream proposedCredential protectionKey protectionSpace
        protocol protocolClasses protocolFamily proxyType puertoRico punctuation punctuationCharacters
        punjabi qatar qos qosClass qualityOfService quarantineProperties quarantinePropertiesKey quarter
        quarterSymbols quarts query queryItems queuePriority quietNaN quotationBeginDelimiter
        quotationBeginDelimiterKey quotationEndDelimiter quotationEndDelimiterKey quote quotientAndRemainder
        r radians radix raising random randomElement range rangeOfCharacter rangeOfComposedCharacterSequence
        rangeOfComposedCharacterSequences rangeOfFirstMatch rangeOfFragment rangeOfHost rangeOfPassword
        rangeOfPath rangeOfPort rangeOfQuery rangeOfScheme rangeOfUser rangeValue rangeView ranges rawValue
        read readCompletionNotification readData readDataToEndOfFile readInBackgroundAndNotify readToEnd
        readToEndOfFileInBackgroundAndNotify readabilityHandler realm receive receivePort
        receivesCredentialSecurely receiving recoveryAttempter recoveryOptions recoverySuggestion rectValue
        recurrences redirectCount redirectToNonExistentLocation reduce referenceCount reflexiveForm regex
        region regionCode regions register registerClass registrationDomain regular regularExpression
        regularExpressionCheckingResult rejectProtectionSpaceAndContinue relatedGregorian relative
        relativePath relativePriority relativeString release reloadIgnoringCacheData reluctant remainder
        remainderReportingOverflow remoteAddress remotePort removals remove removeAll
        removeAllCachedResourceValues removeAllCachedResponses removeAllIndexes removeAllObjects
        removeAttribute removeCachedResourceValue removeCachedResponse removeCachedResponses
        removeCharacters removeCookies removeDependency removeFirst removeItem removeLast removeLastObject
        removeObject removeObjects removeObserver removePersistentDomain removeProperty removeSubrange
        removeSubranges removeSuite removeValue removeVolatileDomain removingLastIndex
        removingPercentEncoding removingSubranges rename repeatedTimePolicy repeatedValue repetitionBehavior
        replace replaceAttributes replaceBytes replaceCharacters replaceItem replaceItemAt replaceMatches
        replaceObject replaceObjects replaceOccurrences replaceSubrange replacement replacementIndex
        replacementObject replacementString replacing replacingAttributes replacingCharacters
        replacingOccurrences reportCompletion reportProgress republicOfChina request
        requestBodyStreamExhausted requestCachePolicy requestEndDate requestHeaderFields
        requestIsCacheEquivalent requestStartDate requiredEnd requiredKeys requiresSecureCoding
        reserveCapacity reservedSpaceLength reset resetBytes resetStandardUserDefaults resetSystemTimeZone
        resignCurrent resolveSymlinksInPath resolvingSymlinksInPath resourceFetchType resourcePath
        resourceSpecifier resourceURL resourceUnavailable resourceValues response responseEndDate
        responseStartDate result resultType resume resumingHandler retain reverse reverseObjectEnumerator
        reversed reversedSortDescriptor revoke revolutions rhs right rohingya romania romanian root rootType
        rotate round rounded rounding roundingBehavior roundingIncrement roundingMode roundingRule run
        runBoundaries runDetached runSynchronously runs russia russian rwanda s saintBarth saintHelena
        saintKittsNevis saintLucia saintMartin saintPierreMiquelon saintVincentGrenadines samePosition samoa
        samoan sanMarino sanskrit santali saudiArabia scalarCount scale scaleX scanCharacter scanCharacters
        scanCharactersFromSet scanDecimal scanDouble scanFloat scanHexDouble scanHexFloat scanHexInt32
        scanHexInt64 scanInt scanInt32 scanInt64 scanLocation scanString scanUInt64 scanUnsignedLongLong
        scanUpTo scanUpToCharacters scanUpToCharactersFromSet scanUpToString scandinavianMiles schedule
        scheduleOneshot scheduleRepeating scheduledTimer scheme scientific script scriptCode searchBackwards
        searchRules second secondFraction secondaryGroupingSize seconds secondsFromGMT secure
        secureConnectionEndDate secureConnectionFailed secureConnectionStartDate seek seekToEnd
        seekToEndOfFile self send sendPing sendPort sender senegal sequence serbia serbian
        serverCertificateHasBadDate serverCertificateHasUnknownRoot serverCertificateNotYetValid
        serverCertificateUntrusted sessionDescription set setArray setAttributedString setAttributes
        setCancelHandler setClass setClassName setCookie setCookies setCustomPronoun setData
        setDefaultCredential setDelegate setDictionary setEventHandler setInterval setLimit
        setLocalizedDateFormatFromTemplate setObject setPersistentDomain setPositions setProperty
        setRegistrationHandler setResourceValue setResourceValues setSet setSpecific setString setTarget
        setTemporaryResourceValue setUserInfoObject setUserInfoValueProvider setValue setVolatileDomain
        settingAttributes seychelles shared sharedContainerIdentifier sharedCookieStorage
        sharedFrameworksPath sharedFrameworksURL sharedKeySet sharedSupportPath sharedSupportURL
        sharedUnownedExecutor shift shiftIndexesStarting shiftJIS short shortMonthSymbols
        shortQuarterSymbols shortStandaloneMonthSymbols shortStandaloneQuarterSymbols
        shortStandaloneWeekdaySymbols shortTons shortWeekdaySymbols shortened
        shouldUseExtendedBackgroundIdleMode show shuffle shuffled sierraLeone sign signal signalingNaN
        significand significandBitCount significandBitPattern significandWidth significantDigits signum
        simple sindhi singapore singleValueContainer sinhala sintMaarten size sizeValue skipBack
        skipDescendants skipForward skipHiddenVolumes skipsHiddenFiles skipsPackageDescendants
        skipsSubdirectoryDescendants sleep slovak slovakia slovenia slovenian slugs smallestEncoding socket
        socketSecurityLevelKey socketType socksProxyConfigurationKey solomonIslands somalia sort sortRange
        sorted sortedArray sortedArrayHint sortedCookies sortedKeys southAfrica
        southGeorgiaSouthSandwichIslands southKorea southSudan spain span spanish spawn spawnUnlessCancelled
        specificName spellOut spelling spellsOutZero split squareCentimeters squareFeet squareInches
        squareKilometers squareMegameters squareMeters squareMicrometers squareMiles squareMillimeters
        squareNanometers squareRoot squareYards sriLanka ssLv2 ssLv3 stable stackSize standalone
        standaloneMonthSymbols standaloneQuarterSymbols standaloneWeekdaySymbols standard standardError
        standardInput standardOutput standardize standardized standardizedFileURL standardizingPath start
        startDate startIndex startLoading startOfDay startOfLine startOfSubject starts state statusCode
        stones stop stopLoading storagePolicy storeBytes storeCachedResponse stream streamError streamStatus
        strict strictInterval stride string stringArray stringByReplacingMatches stringComparator
        stringEncoding stringRepresentation stringValue stringsByAppendingPaths stripCombiningMarks
        stripDiacritics style subRegions subarray subcontinent subdata subdivision subject subjectForm
        subjectType subpaths subpathsOfDirectory subpredicates subranges substring substringNotRequired
        subtract subtracting subtractingReportingOverflow successor suffix suggestedFilename sum
        superDecoder superEncoder superclass superclassMirror supportsSecureCoding suriname
        surrogateCodePointByte suspend suspending svalbardJanMayen swahili swapAt sweden swedish switzerland
        symbol symbolicLink symbols symmetricDifference sync synchronize synchronizeFile syriac system
        systemDomainMask systemEpoch systemFileNumber systemFreeNodes systemFreeSize systemLanguages
        systemNodes systemNumber systemSize systemUptime systemVersion tX tY tablespoons tagNames
        tagNamesKey tagalog taiwan tajik tajikistan take takeRetainedValue takeUnretainedValue tamil
        tanzania task taskDescription taskIdentifier taskInterval tb teaspoons tebibits tebibytes telugu
        temporaryDirectory terabits terabytes terahertz terawatts terminate terminationHandler
        terminationReason terminationStatus territory test text textAttributesForNegativeInfinity
        textAttributesForNegativeValues textAttributesForNil textAttributesForNotANumber
        textAttributesForPositiveInfinity textAttributesForPositiveValues textAttributesForZero textChanged
        textEncodingName textSegmentBoundary thaana thai thailand thousandSeparator threadDictionary
        threeDigits throughputKey thumbnailDictionaryKey thumbnailKey tibetan time timeInterval
        timeIntervalBetween1970AndReferenceDate timeIntervalSince timeIntervalSince1970 timeIntervalSinceNow
        timeIntervalSinceReferenceDate timeSeparator timeStyle timeZone timeZoneDataVersion
        timeZoneSeparator timedOut timeoutInterval timeoutIntervalForRequest timeoutIntervalForResource
        timorLeste titlecaseMapping tlSv1 tls_ciphersuite_t tls_protocol_version_t toLatin toMemory toOpaque
        toUnicodeName toXMLHex toggle togo tokelau tolerance tonga tongan top totalCostLimit
        totalFileAllocatedSize totalFileAllocatedSizeKey totalFileSize totalFileSizeKey totalUnitCount
        trailSurrogate trailingZeroBitCount transactionMetrics transcode transcodedLength transform
        transformStruct transformingAttributes transitInformation translate translateX trimPrefix
        trimmingCharacters trimmingPrefix trinidadTobago tristanDaCunha true trueBranch truncate
        truncateFile truncatedScalar truncatingRemainder try tryLock tunisia turkey turkish turkmen
        turkmenistan turksCaicosIslands tuvalu twelveHour twentyFourHour twoDigitStartDate twoDigits
        twoDigitsNoAMPM type typeBlockSpecial typeCharacterSpecial typeDirectory typeIdentifier
        typeIdentifierKey typeRegular typeSocket typeSymbolicLink typeUnknown
        ubiquitousFileNotUploadedDueToQuota ubiquitousFileUbiquityServerNotAvailable
        ubiquitousFileUnavailable ubiquitousItemContainerDisplayName ubiquitousItemContainerDisplayNameKey
        ubiquitousItemDownloadRequested ubiquitousItemDownloadRequestedKey ubiquitousItemDownloadingError
        ubiquitousItemDownloadingErrorKey ubiquitousItemDownloadingStatusKey
        ubiquitousItemHasUnresolvedConflicts ubiquitousItemHasUnresolvedConflictsKey
        ubiquitousItemIsDownloading ubiquitousItemIsDownloadingKey ubiquitousItemIsUploaded
        ubiquitousItemIsUploadedKey ubiquitousItemIsUploading ubiquitousItemIsUploadingKey
        ubiquitousItemUploadingError ubiquitousItemUploadingErrorKey uganda uint16Value uint32Value
        uint64Value uint8Value uintValue uk ukraine ukrainian ulp ulpOfOne unarchiveObject
        unarchiveTopLevelObjectWithData unarchivedObject unarchiver unarchiverDidFinish unarchiverWillFinish
        unavailable uncached uncoded undefinedVariable underestimatedCount underlying underlyingError
        underlyingErrors underlyingQueue unexpectedContinuationByte unicode unicodeScalar unicodeScalars
        unicodeScalarsEqual unidentified union unionSet unit unitString unitStringDisplayedAdjacent
        unitStyle unitWidth unitedArabEmirates unitedKingdom unitedStates unitedStatesOutlyingIslands
        unitedStatesVirginIslands units unitsStyle unkeyedContainer unknown unload unlock unownedExecutor
        unownedTaskExecutor unregisterClass unsafeArgv unsafeLoad unsafeLoadUnaligned unsafelyUnwrapped
        unspecified unsupportedURL untilFinished update updateValue upload uploadTask upper upperBound
        uppercaseLetter uppercaseLetters uppercaseMapping uppercased uptimeNanoseconds urdu url urlCache
        urlCredentialStorage urlFragmentAllowed urlHostAllowed urlPasswordAllowed urlPathAllowed urlProtocol
        urlProtocolDidFinishLoading urlQueryAllowed urlSession urlUserAllowed urls uruguay us use useAll
        useBytes useEB useGB useKB useMB usePB useTB useUnicodeWordBoundaries useUnixLineSeparators
        useYBOrHigher useZB user userActivityConnectionUnavailable userActivityHandoffFailed
        userActivityHandoffUserInfoTooLarge userActivityRemoteApplicationTimedOut userAuthenticationRequired
        userCancelled userCancelledAuthentication userDomainMask userInfo userInfoValueProvider
        userInitiated userInteractive userKey userName usesGroupingSeparator usesMetricSystem
        usesSignificantDigits usingNewMetadataOnly utf16 utf16BigEndian utf16LittleEndian utf16Offset utf32
        utf32BigEndian utf32LittleEndian utf8 utf8CString utf8CodeUnitCount utf8Span utf8Start utf8String
        utility uuid uuidString uyghur uzbek uzbekistan value valueLengthLimits valueType values vanuatu
        variable variant variantCode vaticanCity venezuela verbatim version version4 version5 versionKey
        verticalWhitespace veryShortMonthSymbols veryShortStandaloneMonthSymbols
        veryShortStandaloneWeekdaySymbols veryShortWeekdaySymbols video vietnam vietnamese virama voIP voice
        volatileDomain volatileDomainNames volts volume volumeAvailableCapacity volumeAvailableCapacityKey
        volumeCreationDate volumeCreationDateKey volumeIdentifier volumeIdentifierKey volumeIsAutomounted
        volumeIsAutomountedKey volumeIsBrowsable volumeIsBrowsableKey volumeIsEjectable volumeIsEjectableKey
        volumeIsEncrypted volumeIsEncryptedKey volumeIsInternal volumeIsInternalKey volumeIsJournaling
        volumeIsJournalingKey volumeIsLocal volumeIsLocalKey volumeIsReadOnly volumeIsReadOnlyKey
        volumeIsRemovable volumeIsRemovableKey volumeIsRootFileSystem volumeIsRootFileSystemKey
        volumeLocalizedFormatDescription volumeLocalizedFormatDescriptionKey volumeLocalizedName
        volumeLocalizedNameKey volumeMaximumFileSize volumeMaximumFileSizeKey volumeName volumeNameKey
        volumeResourceCount volumeResourceCountKey volumeSupportsAdvisoryFileLocking
        volumeSupportsAdvisoryFileLockingKey volumeSupportsCasePreservedNames
        volumeSupportsCasePreservedNamesKey volumeSupportsCaseSensitiveNames
        volumeSupportsCaseSensitiveNamesKey volumeSupportsCompression volumeSupportsCompressionKey
        volumeSupportsExclusiveRenamingKey volumeSupportsExtendedSecurity volumeSupportsExtendedSecurityKey
        volumeSupportsFileCloningKey volumeSupportsHardLinks volumeSupportsHardLinksKey
        volumeSupportsJournaling volumeSupportsJournalingKey volumeSupportsPersistentIDs
        volumeSupportsPersistentIDsKey volumeSupportsRenaming volumeSupportsRenamingKey
        volumeSupportsRootDirectoryDates volumeSupportsRootDirectoryDatesKey volumeSupportsSparseFiles
        volumeSupportsSparseFilesKey volumeSupportsSwapRenamingKey volumeSupportsSymbolicLinks
        volumeSupportsSymbolicLinksKey volumeSupportsVolumeSizes volumeSupportsVolumeSizesKey
        volumeSupportsZeroRuns volumeSupportsZeroRunsKey volumeTotalCapacity volumeTotalCapacityKey
        volumeURLForRemounting volumeURLForRemountingKey volumeURLKey volumeUUIDString volumeUUIDStringKey w
        wait waitForAll waitForDataInBackgroundAndNotify waitUntilAllOperationsAreFinished waitUntilExit
        waitUntilFinished wallisFutuna watts webSocketTask week weekOfMonth weekOfYear weekday
        weekdayOrdinal weekdaySymbols weekdays weekly weeks welsh westernSahara whitespace
        whitespaceAndNewline whitespaces whitespacesAndNewlines wholeMatch wholeNumberValue wide width
        widthInsensitive willChangeValue willSet windowsCP1250 windowsCP1251 windowsCP1252 windowsCP1253
        windowsCP1254 windowsLocaleCode with12s withCString withCancellationHandler withColonSeparatorInTime
        withColonSeparatorInTimeZone withContiguousMutableStorageIfAvailable
        withContiguousStorageIfAvailable withDashSeparatorInDate withDay withDecodedUnsafeBufferPointer
        withDecodedUnsafeBytes withFileSystemRepresentation withFractionalSeconds withFullDate withFullTime
        withGroup withInternetDateTime withLock withMemoryRebound withMonth withMutableCharacters
        withMutation withSerialExecutor withSpaceBetweenDateAndTime withTime withTimeZone
        withTransparentBounds withUTF8 withUTF8Buffer withUnsafeBufferPointer withUnsafeBytes
        withUnsafeFileSystemRepresentation withUnsafeMutableBufferPointer withUnsafeMutableBytes
        withUnsafeMutablePointerToElements withUnsafeMutablePointerToHeader withUnsafeMutablePointers
        withValue withWeekOfYear withYear withoutAnchoringBounds withoutDeletingBackupItem
        withoutEscapingSlashes withoutOverwriting withoutUI word wordBoundary wordBoundaryKind words world
        wrapComponents wrapped wrappedSum wrappedValue write writeJSONObject writeabilityHandler
        writingDirection x xpcConnectionInterrupted xpcConnectionInvalid xpcConnectionReplyInvalid y yards
        ybOrHigher year yearForWeekOfYear yearly yemen yiddish yield yobibits yobibytes yottabits yottabytes
        z zambia zb zebibits zebibytes zero zeroBased zeroByteResource zeroPadsFractionDigits zeroSymbol
        zeroValueUnitsDisplay zettabits zettabytes zimbabwe
        """)

    /// The first argument label of every public initializer.
    static let initializerLabels = SortedNames("""
        abbreviation absoluteURLWithDataRepresentation address allowedFields allowedUnits anchor
        andPredicateWithSubpredicates array arrayLiteral as ascii attoseconds attributedString
        authenticationChallenge base base64Encoded bigEndian bitPattern bitmapRepresentation block
        booleanLiteral buffer bufferClass bytes bytesNoCopy cString calendar calendarIdentifier capacity
        catching characters charactersIn charactersNoCopy clamping code coder codingKey codingPath
        coefficient complexEquality components condition configuration contentsOf contentsOfFile
        continuation copying count data dataRepresentation date dateSeparator decimal decoding
        decodingCString describing dictionary dictionaryLiteral domain doubleValue edgeInsets elements
        encodedOffset exactly expression extendedGraphemeClusterLiteral fileAtPath fileDescriptor filePath
        fileReferenceLiteralResourceName fileURLWithFileSystemRepresentation fileURLWithPath fire first
        floatLiteral for forReadingAtPath forReadingFrom forReadingWith forSecondsFromGMT forUpdating
        forUpdatingAtPath forWritingAtPath forWritingTo forWritingWith format from grouping host ianaName
        identifier index indexSet indexes indexesIn initializingWith intValue integer integerLiteral
        integersIn keyPath label language languageCode languageComponents length lengthLimits lhs
        literalCapacity littleEndian locale localeIdentifier lowHalf lower m11 majorVersion mantissa
        memberStyle memoryCapacity minimumCapacity morphology mutating name namePrefix nan nilLiteral
        notPredicateWithSubpredicate notificationCenter object objects options orPredicateWithSubpredicates
        order orderedSet ordinary origin parent path pattern point presentation properties protectionSpace
        protocolFamily proxyHost qos qosClass range rawValue rebasing rect rectEdge referencing reflecting
        remoteWithProtocolFamily remoteWithTCPPort repeating request requiringSecureCoding response root
        rotationByDegrees rotationByRadians roundingMode scale scaleByX secondsComponent secondsFromGMT
        sendPort sequence set sharedKeySet sign signOf size start string stringInterpolation stringLiteral
        stringValue style subject suiteName symbol task tcpPort template test timeInterval
        timeIntervalSince1970 timeIntervalSinceNow timeIntervalSinceReferenceDate timespec toBuffer
        toFileAtPath toMemory top totalUnitCount transform translationByX truncating truncatingIfNeeded type
        unchecked uncheckedBounds unfolding unicodeScalarLiteral uniqueKeysWithValues unsafeBufferObject
        unsafeUninitializedCapacity uptimeNanoseconds url user utf16CodeUnits utf16CodeUnitsNoCopy
        utf16Offset utf8String uuid uuidBytes uuidString validating validatingCString validatingUTF8 value
        verbatim width wrapped wrappedValue x
        """)

    /// The public type names (the outermost of a nested one's path): types every file reaches.
    static let types = SortedNames("""
        Actor AdditiveArithmetic AffineTransform AlignmentOptions AlternationBuilder Anchor AnyActor
        AnyBidirectionalCollection AnyClass AnyCollection AnyHashable AnyIndex AnyIterator AnyKeyPath
        AnyObject AnyRandomAccessCollection AnyRegexOutput AnySequence Array ArrayLiteralConvertible
        ArraySlice AsyncCompactMapSequence AsyncDropFirstSequence AsyncDropWhileSequence AsyncFilterSequence
        AsyncFlatMapSequence AsyncIteratorProtocol AsyncMapSequence AsyncPrefixSequence
        AsyncPrefixWhileSequence AsyncSequence AsyncStream AsyncThrowingCompactMapSequence
        AsyncThrowingDropWhileSequence AsyncThrowingFilterSequence AsyncThrowingFlatMapSequence
        AsyncThrowingMapSequence AsyncThrowingPrefixWhileSequence AsyncThrowingStream AttributeContainer
        AttributeDynamicLookup AttributeScope AttributeScopeCodableConfiguration AttributeScopes
        AttributedString AttributedStringAttributeMutation AttributedStringKey AttributedStringProtocol
        AttributedSubstring BidirectionalCollection BidirectionalIndexable BidirectionalSlice
        BinaryFloatingPoint BinaryInteger BitwiseCopyable BlockOperation Bool BooleanLiteralConvertible
        BooleanLiteralType Bundle ByteCountFormatStyle ByteCountFormatter CBool CChar CChar16 CChar32 CChar8
        CDouble CFloat CFloat16 CGFloat CGPoint CGRect CGRectEdge CGSize CInt CLong CLongDouble CLongLong
        CShort CSignedChar CUnsignedChar CUnsignedInt CUnsignedLong CUnsignedLongLong CUnsignedShort
        CVaListPointer CVarArg CWideChar CachedURLResponse Calendar CancellationError Capture CaseIterable
        Character CharacterClass CharacterSet CheckedContinuation ChoiceOf Clock ClosedRange
        ClosedRangeIndex CocoaError Codable CodableAttributedStringKey CodableConfiguration
        CodableWithConfiguration CodingKey CodingKeyRepresentable CodingUserInfoKey Collection
        CollectionDifference CollectionOfOne CommandLine Comparable ComparableComparator Comparator
        ComparisonResult ConcurrentValue ContiguousArray ContiguousBytes ContinuousClock Copyable
        CountableClosedRange CountablePartialRangeFrom CountableRange CurrencyFormatStyleConfiguration
        CustomConsumingRegexComponent CustomDebugStringConvertible CustomLeafReflectable CustomNSError
        CustomPlaygroundDisplayConvertible CustomPlaygroundQuickLookable CustomReflectable
        CustomStringConvertible Data DataProtocol Date DateComponents DateFormatter DateInterval
        DateIntervalFormatter Decimal Decodable DecodableAttributedStringKey DecodableWithConfiguration
        Decoder DecodingConfigurationProviding DecodingError DefaultBidirectionalIndices DefaultIndices
        DefaultRandomAccessIndices DefaultStringInterpolation DescriptiveNumberFormatConfiguration
        Dictionary DictionaryIndex DictionaryIterator DictionaryLiteral DictionaryLiteralConvertible
        Dimension DiscardingTaskGroup DiscontiguousAttributedSubstring DiscontiguousSlice
        DiscreteFormatStyle DispatchData DispatchDataIterator DispatchGroup DispatchIO DispatchObject
        DispatchPredicate DispatchQoS DispatchQueue DispatchSemaphore DispatchSource DispatchSourceHandler
        DispatchSourceProtocol DispatchSourceRead DispatchSourceSignal DispatchSourceTimer
        DispatchSourceUserDataAdd DispatchSourceUserDataOr DispatchSourceUserDataReplace DispatchSourceWrite
        DispatchSpecificKey DispatchTime DispatchTimeInterval DispatchTimeoutResult DispatchWallTime
        DispatchWorkItem DispatchWorkItemFlags Double DropFirstSequence DropWhileSequence Duration
        DurationProtocol EmptyCollection EmptyIterator Encodable EncodableAttributedStringKey
        EncodableWithConfiguration Encoder EncodingConfigurationProviding EncodingError EnergyFormatter
        EnumeratedIterator EnumeratedSequence Equatable Error Escapable Executor ExecutorJob
        ExpressibleByArrayLiteral ExpressibleByBooleanLiteral ExpressibleByDictionaryLiteral
        ExpressibleByExtendedGraphemeClusterLiteral ExpressibleByFloatLiteral ExpressibleByIntegerLiteral
        ExpressibleByNilLiteral ExpressibleByStringInterpolation ExpressibleByStringLiteral
        ExpressibleByUnicodeScalarLiteral Expression ExtendedGraphemeClusterLiteralConvertible
        ExtendedGraphemeClusterType FileAttributeKey FileAttributeType FileHandle FileManager
        FileManagerDelegate FileProtectionType FixedWidthInteger FlattenBidirectionalCollection
        FlattenBidirectionalCollectionIndex FlattenCollection FlattenCollectionIndex FlattenSequence Float
        Float16 Float32 Float64 Float80 FloatLiteralConvertible FloatLiteralType FloatingPoint
        FloatingPointClassification FloatingPointFormatStyle FloatingPointParseStrategy
        FloatingPointRoundingRule FloatingPointSign FormatStyle FormatStyleCapitalizationContext Formatter
        GlobalActor HTTPCookie HTTPCookiePropertyKey HTTPCookieStorage HTTPURLResponse Hashable Hasher Host
        ISO8601DateFormatter Identifiable IndexPath IndexSet Indexable IndexableBase IndexingIterator
        InflectionRule InlineArray InputStream InstantProtocol Int Int128 Int16 Int32 Int64 Int8
        IntegerFormatStyle IntegerLiteralConvertible IntegerLiteralType IntegerParseStrategy IteratorOverOne
        IteratorProtocol IteratorSequence JSONDecoder JSONEncoder JSONSerialization Job JobPriority
        JoinedIterator JoinedSequence KeyPath KeyPathComparator KeyValuePairs KeyedDecodingContainer
        KeyedDecodingContainerProtocol KeyedEncodingContainer KeyedEncodingContainerProtocol
        LazyBidirectionalCollection LazyCollection LazyCollectionProtocol
        LazyDropWhileBidirectionalCollection LazyDropWhileCollection LazyDropWhileIndex
        LazyDropWhileIterator LazyDropWhileSequence LazyFilterBidirectionalCollection LazyFilterCollection
        LazyFilterIndex LazyFilterIterator LazyFilterSequence LazyMapBidirectionalCollection
        LazyMapCollection LazyMapIterator LazyMapRandomAccessCollection LazyMapSequence
        LazyPrefixWhileBidirectionalCollection LazyPrefixWhileCollection LazyPrefixWhileIndex
        LazyPrefixWhileIterator LazyPrefixWhileSequence LazyRandomAccessCollection LazySequence
        LazySequenceProtocol LengthFormatter ListFormatStyle Local Locale LocalizedError Lookahead
        LosslessStringConvertible MainActor ManagedBuffer ManagedBufferPointer
        MarkdownDecodableAttributedStringKey MassFormatter Measurement MemoryLayout Mirror MirrorPath
        Morphology MutableBidirectionalSlice MutableCollection MutableDataProtocol MutableIndexable
        MutableRandomAccessSlice MutableRangeReplaceableBidirectionalSlice
        MutableRangeReplaceableRandomAccessSlice MutableRangeReplaceableSlice MutableRawSpan MutableSlice
        MutableSpan NSAffineTransform NSAffineTransformStruct NSArray NSAttributedString
        NSBinarySearchingOptions NSCache NSCacheDelegate NSCalendar NSCharacterSet NSCoder NSCoding
        NSComparisonPredicate NSCompoundPredicate NSCondition NSConditionLock NSCopying NSCountedSet NSData
        NSDate NSDateComponents NSDateInterval NSDecimalNumber NSDecimalNumberBehaviors
        NSDecimalNumberHandler NSDictionary NSEdgeInsets NSEnumerationOptions NSEnumerator NSError
        NSErrorDomain NSExceptionName NSExpression NSIndexPath NSIndexSet NSIndexSetIterator NSKeyedArchiver
        NSKeyedArchiverDelegate NSKeyedUnarchiver NSKeyedUnarchiverDelegate NSLocale NSLock NSLocking
        NSMeasurement NSMutableArray NSMutableAttributedString NSMutableCharacterSet NSMutableCopying
        NSMutableData NSMutableDictionary NSMutableIndexSet NSMutableOrderedSet NSMutableSet NSMutableString
        NSMutableURLRequest NSNotification NSNull NSNumber NSObject NSObjectProtocol NSOrderedSet
        NSOrthography NSPersonNameComponents NSPoint NSPointArray NSPointPointer NSPredicate NSRange
        NSRangePointer NSRect NSRectArray NSRectEdge NSRectPointer NSRecursiveLock NSRegularExpression
        NSSecureCoding NSSet NSSize NSSizeArray NSSizePointer NSSortDescriptor NSSortOptions NSString
        NSTextCheckingKey NSTextCheckingResult NSTimeZone NSURL NSURLComponents NSURLQueryItem NSURLRequest
        NSUUID NSValue NSZone NegativeLookahead Never NilLiteralConvertible Notification NotificationCenter
        NotificationQueue NumberFormatStyleConfiguration NumberFormatter Numeric ObjCBool ObjectIdentifier
        Observable ObservationRegistrar Observations One OneOrMore OpaquePointer OperatingSystemVersion
        Operation OperationQueue OptionSet Optional Optionally OutputRawSpan OutputSpan OutputStream
        POSIXError POSIXErrorCode ParseStrategy ParseableFormatStyle PartialAsyncTask PartialKeyPath
        PartialRangeFrom PartialRangeThrough PartialRangeUpTo PersonNameComponents
        PersonNameComponentsFormatter Pipe PlaygroundQuickLook Port PortDelegate PortMessage Predicate
        PredicateBindings PredicateError PredicateExpression PredicateExpressions PrefixSequence Process
        ProcessInfo Progress ProgressKind ProgressReporting ProgressUserInfoKey PropertyListDecoder
        PropertyListEncoder PropertyListSerialization QualityOfService RandomAccessCollection
        RandomAccessIndexable RandomAccessSlice RandomNumberGenerator Range RangeExpression
        RangeReplaceableBidirectionalSlice RangeReplaceableCollection RangeReplaceableIndexable
        RangeReplaceableRandomAccessSlice RangeReplaceableSlice RangeSet RawRepresentable RawSpan
        RecoverableError Reference ReferenceConvertible ReferenceWritableKeyPath Regex RegexComponent
        RegexComponentBuilder RegexRepetitionBehavior RegexSemanticLevel RegexWordBoundaryKind Repeat
        Repeated Result ReversedCollection ReversedIndex ReversedRandomAccessCollection RunLoop SIMD SIMD16
        SIMD2 SIMD3 SIMD32 SIMD4 SIMD64 SIMD8 SIMDMask SIMDScalar SIMDStorage Scanner
        ScopedAttributeContainer Sendable SendableMetatype Sequence SerialExecutor Set SetAlgebra SetIndex
        SetIterator SignedInteger SignedNumeric SingleValueDecodingContainer SingleValueEncodingContainer
        Slice SocketNativeHandle SocketPort SortComparator SortDescriptor SortOrder Span
        StandardPredicateExpression StaticBigInt StaticString Stream StreamDelegate
        StreamNetworkServiceTypeValue StreamSOCKSProxyConfiguration StreamSOCKSProxyVersion
        StreamSocketSecurityLevel StrideThrough StrideThroughIterator StrideTo StrideToIterator Strideable
        String StringInterpolationConvertible StringInterpolationProtocol StringLiteralConvertible
        StringLiteralType StringProtocol StringStyle StringTransform Substring SuspendingClock
        SystemRandomNumberGenerator Task TaskExecutor TaskGroup TaskLocal TaskPriority TextOutputStream
        TextOutputStreamable Thread ThrowingDiscardingTaskGroup ThrowingTaskGroup TimeInterval TimeZone
        Timer TryCapture UInt UInt128 UInt16 UInt32 UInt64 UInt8 URL URLAuthenticationChallenge
        URLAuthenticationChallengeSender URLCache URLComponents URLCredential URLCredentialStorage URLError
        URLFileResourceType URLProtectionSpace URLProtocol URLProtocolClient URLQueryItem URLRequest
        URLResourceKey URLResourceValues URLResponse URLSession URLSessionConfiguration
        URLSessionDataDelegate URLSessionDataTask URLSessionDelegate URLSessionDownloadDelegate
        URLSessionDownloadTask URLSessionStreamDelegate URLSessionStreamTask URLSessionTask
        URLSessionTaskDelegate URLSessionTaskMetrics URLSessionTaskTransactionMetrics URLSessionUploadTask
        URLSessionWebSocketDelegate URLSessionWebSocketTask UTF16 UTF32 UTF8 UTF8Span UUID UnboundedRange
        UnboundedRange_ UnfoldFirstSequence UnfoldSequence Unicode UnicodeCodec UnicodeDecodingResult
        UnicodeScalar UnicodeScalarLiteralConvertible UnicodeScalarType Unit UnitAcceleration UnitAngle
        UnitArea UnitConcentrationMass UnitConverter UnitConverterLinear UnitDispersion UnitDuration
        UnitElectricCharge UnitElectricCurrent UnitElectricPotentialDifference UnitElectricResistance
        UnitEnergy UnitFrequency UnitFuelEfficiency UnitIlluminance UnitInformationStorage UnitLength
        UnitMass UnitPower UnitPressure UnitSpeed UnitTemperature UnitVolume UnkeyedDecodingContainer
        UnkeyedEncodingContainer Unmanaged UnownedJob UnownedSerialExecutor UnownedTaskExecutor
        UnsafeBufferPointer UnsafeBufferPointerIterator UnsafeConcurrentValue UnsafeContinuation
        UnsafeCurrentTask UnsafeMutableBufferPointer UnsafeMutablePointer UnsafeMutableRawBufferPointer
        UnsafeMutableRawBufferPointerIterator UnsafeMutableRawPointer UnsafePointer UnsafeRawBufferPointer
        UnsafeRawBufferPointerIterator UnsafeRawPointer UnsafeSendable UnsafeThrowingContinuation
        UnsignedInteger UserDefaults Void WritableKeyPath ZeroOrMore Zip2Iterator Zip2Sequence
        tls_ciphersuite_t tls_protocol_version_t unichar uuid_string_t uuid_t
        """)
}
