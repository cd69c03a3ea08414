/// Member names of the Apple frameworks an app's screens and stores use, which no Linux toolchain
/// describes (`StandardLibraryNames` holds the standard library's and Foundation's, read from the
/// toolchain): UIKit, SwiftUI, Combine, Core Data, Core Graphics and Core Animation, and the few
/// libraries nearly every app of the kind links (RxSwift, Kingfisher, SnapKit, Alamofire, Realm).
/// Written by hand and kept wide on purpose: a name here is never reported as a use of a project
/// extension's member (`ExtensionMembers`), since `view.frame` or `.padding()` may be the
/// framework's as well as the project's, and a missed use costs far less than a wrong finding.
enum FrameworkMemberNames {
    static let members: Set<String> = Set("""
        accessibilityHint accessibilityIdentifier accessibilityLabel accessibilityTraits accessibilityValue
        accessoryType accessoryView action actions activate adaptive addAction addArrangedSubview
        addChild addConstraint addConstraints addGestureRecognizer addSublayer addSubview addSubviews
        addTarget adjustsFontForContentSizeCategory adjustsFontSizeToFitWidth alert alignment allowsHitTesting
        allowsSelection alpha alwaysBounceHorizontal alwaysBounceVertical anchor anchorPoint animate
        animation animationDuration append appearance appendPathComponent arrangedSubviews
        aspectRatio assign attributedPlaceholder attributedText attributedTitle autoresizingMask
        autocapitalizationType autocorrectionType axis background backgroundColor backgroundView
        badge badgeValue barButtonItem barStyle barTintColor baselineAdjustment becomeFirstResponder
        beginRefreshing beginUpdates black blue blur body bold border borderColor borderStyle borderWidth
        bottom bottomAnchor bounces bounds bringSubviewToFront brown buttonStyle buttonType cancel
        caption caption2 cell cellForItem cellForRow center centerX centerXAnchor centerY centerYAnchor
        children clear clearButtonMode clipped clipShape clipsToBounds close collectionView
        collectionViewLayout color colorScheme compactMap completion configuration configure
        configureCell constant constraint constraints contains content contentHorizontalAlignment
        contentInset contentMode contentOffset contentShape contentSize contentVerticalAlignment
        contentView contextMenu controlSize coordinator cornerRadius cornerCurve currentPage cyan
        darkGray data dataSource dataTaskPublisher debounce decode default delegate dequeue
        dequeueReusableCell dequeueReusableHeaderFooterView dequeueReusableSupplementaryView
        deselectRow destructive detailTextLabel didMoveToSuperview didMoveToWindow disabled dismiss
        display disposeBag disposed distribution draw drawHierarchy drive edgesIgnoringSafeArea
        editButtonItem emptyDataSet enabled endEditing endRefreshing endUpdates environment
        environmentObject equalTo equalToSuperview eraseToAnyPublisher error estimatedRowHeight
        fill fileImporter filter first fixedSize flatMap focused font footer foregroundColor
        foregroundStyle frame gesture gray green handler header headline height heightAnchor
        hidden hide hidesBackButton hidesBottomBarWhenPushed hitTest hud
        icon identifier ignoresSafeArea image imageEdgeInsets imageView imageViewContent indexPath
        indicator inset insert insertRows insertSections insertSubview interactivePopGestureRecognizer
        invalidateIntrinsicContentSize isActive isEnabled isHidden isHighlighted isLoading
        isOpaque isSelected isUserInteractionEnabled isScrollEnabled isPagingEnabled item italic
        just keyboardType keyWindow kf label largeTitle largeTitleDisplayMode layer layout
        layoutAttributesForElements layoutIfNeeded layoutMargins layoutSubviews layoutMarginsGuide
        leading leadingAnchor left leftBarButtonItem lightGray lineBreakMode lineLimit lineSpacing
        lineWidth listRowBackground listRowInsets listStyle load loadView make makeBody makeConstraints
        makeCoordinator makeUIView makeUIViewController mask masksToBounds maximumNumberOfLines
        maxHeight maxWidth medium menu minHeight minimumScaleFactor minWidth modalPresentationStyle
        modalTransitionStyle modifier multilineTextAlignment navigationBar navigationBarHidden
        navigationBarItems navigationBarTitle navigationController navigationDestination
        navigationItem navigationTitle numberOfLines numberOfSections numberOfRows numberOfItems
        numberOfItemsInSection observe observeOn offset onAppear onChange onDelete onDisappear
        onNext onReceive onSubmit onTapGesture opacity orange overlay padding pageControl
        pageIndicatorTintColor pink placeholder popToRootViewController popViewController preferredFont
        prefersLargeTitles prepareForReuse prepareForSegue present presentedViewController presentingViewController
        primary purple push pushViewController radius receive red refreshControl refreshable register
        registerCell reloadData reloadItems reloadRows reloadSections remakeConstraints removeConstraint
        removeConstraints removeFromParent removeFromSuperlayer removeFromSuperview resignFirstResponder
        resizable resizingMode right rightBarButtonItem rightBarButtonItems root rootViewController
        rotationEffect rounded row rowHeight rx safeAreaInsets safeAreaLayoutGuide scaleEffect
        scaledToFill scaledToFit scrollIndicators scrollToItem scrollToRow scrollView searchBar
        searchable searchController secondary section sectionHeaderHeight segue select selected
        selectedBackgroundView selectedImage selectedIndex selectedSegmentIndex selectionStyle
        selectRow semibold send separatorInset separatorStyle setContentCompressionResistancePriority
        setContentHuggingPriority setContentOffset setImage setNavigationBarHidden setNeedsDisplay
        setNeedsLayout setTitle setTitleColor setValue setViewControllers shadow shadowColor
        shadowOffset shadowOpacity shadowPath shadowRadius shape sharedApplication sheet show
        showsHorizontalScrollIndicator showsVerticalScrollIndicator sink size sizeThatFits sizeToFit
        snp spacing state store strokeColor style subheadline subscribe subtitle subviews superview
        superlayer swipeActions systemBackground systemFont systemGray tabBar tabBarController
        tabBarItem tabItem tableFooterView tableHeaderView tableView tag tap target teal text
        textAlignment textColor textContainerInset textField textFieldStyle textLabel theme
        thin tint tintColor title titleLabel titleTextAttributes titleView toggle toolbar top
        topAnchor topViewController trailing trailingAnchor transform translatesAutoresizingMaskIntoConstraints
        traitCollection transition underline update updateConstraints updateUIView updateUIViewController
        updateView userInteractionEnabled value view viewController viewControllers viewDidAppear
        viewDidDisappear viewDidLayoutSubviews viewDidLoad viewWillAppear viewWillDisappear
        viewWillLayoutSubviews visibleCells weight white width widthAnchor window withAnimation
        yellow zIndex
        accentColor adjustsImageWhenHighlighted alertController allowsMultipleSelection animateAlongsideTransition
        applicationState asDriver asObservable asSignal bind bindTo blackColor blueColor buttonTitle
        cache cancellables catchError clearColor combineLatest contentConfiguration contentEdgeInsets
        context currentContext defaultContentConfiguration deleteObject delete didSelectRowAt didSelectItemAt
        distinctUntilChanged dropFirst entity entityName execute fetch fetchRequest flatMapLatest
        floatingLabel grayColor hasChanges imageNamed insertNewObject isDarkMode managedObjectContext
        merge mutableCopy newBackgroundContext objectWillChange observeOn persistentContainer perform
        performAndWait performSegue publisher redColor removeAll request response responseData
        responseDecodable responseJSON retry rollback save scheduler setImageWith share shareReplay
        startAnimating stopAnimating subscribeOn throttle titleForHeaderInSection tapGesture
        updateUI validate viewContext whiteColor withUnretained
        """.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init))

    /// First argument labels of the frameworks' common initializers (`UIColor(named:)`,
    /// `Color(red:green:blue:)`, `Image(systemName:)`), beside `StandardLibraryNames.initializerLabels`.
    static let initializerLabels: Set<String> = Set("""
        action alignment cgColor cgImage coder color contentsOfFile data destination displayP3 entity
        frame hue image isPresented named nibName red resource root rootViewController selection
        sRGB style systemName systemItem text title uiColor uiImage white
        """.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init))
}
