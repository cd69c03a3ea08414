import ArchlintScan

/// Member names of the Apple frameworks an app's screens and stores use, which no Linux toolchain
/// describes (`StandardLibraryNames` holds the standard library's and Foundation's, read from the
/// toolchain): UIKit, SwiftUI, Combine, Core Data, Core Graphics and Core Animation, and the few
/// libraries nearly every app of the kind links (RxSwift, Kingfisher, SnapKit, Alamofire, Realm).
/// Written by hand and kept wide on purpose: a name here is never reported as a use of a project
/// extension's member (`ExtensionMembers`), since `view.frame` or `.padding()` may be the
/// framework's as well as the project's, and a missed use costs far less than a wrong finding.
/// Sorted, for `SortedNames` (a test checks).
enum FrameworkMemberNames {
    static let members = SortedNames("""
        accentColor accessibilityHint accessibilityIdentifier accessibilityLabel accessibilityTraits
        accessibilityValue accessoryType accessoryView action actions activate adaptive addAction
        addArrangedSubview addChild addConstraint addConstraints addGestureRecognizer addSublayer addSubview
        addSubviews addTarget adjustsFontForContentSizeCategory adjustsFontSizeToFitWidth
        adjustsImageWhenHighlighted alert alertController alignment allowsHitTesting allowsMultipleSelection
        allowsSelection alpha alwaysBounceHorizontal alwaysBounceVertical anchor anchorPoint animate
        animateAlongsideTransition animation animationDuration appearance append appendPathComponent
        applicationState arrangedSubviews asDriver asObservable asSignal aspectRatio assign
        attributedPlaceholder attributedText attributedTitle autocapitalizationType autocorrectionType
        autoresizingMask axis background backgroundColor backgroundView badge badgeValue barButtonItem
        barStyle barTintColor baselineAdjustment becomeFirstResponder beginRefreshing beginUpdates bind
        bindTo black blackColor blue blueColor blur body bold border borderColor borderStyle borderWidth
        bottom bottomAnchor bounces bounds bringSubviewToFront brown buttonStyle buttonTitle buttonType
        cache cancel cancellables caption caption2 catchError cell cellForItem cellForRow center centerX
        centerXAnchor centerY centerYAnchor children clear clearButtonMode clearColor clipShape clipped
        clipsToBounds close collectionView collectionViewLayout color colorScheme combineLatest compactMap
        completion configuration configure configureCell constant constraint constraints contains content
        contentConfiguration contentEdgeInsets contentHorizontalAlignment contentInset contentMode
        contentOffset contentShape contentSize contentVerticalAlignment contentView context contextMenu
        controlSize coordinator cornerCurve cornerRadius currentContext currentPage cyan darkGray data
        dataSource dataTaskPublisher debounce decode default defaultContentConfiguration delegate delete
        deleteObject dequeue dequeueReusableCell dequeueReusableHeaderFooterView
        dequeueReusableSupplementaryView deselectRow destructive detailTextLabel didMoveToSuperview
        didMoveToWindow didSelectItemAt didSelectRowAt disabled dismiss display disposeBag disposed
        distinctUntilChanged distribution draw drawHierarchy drive dropFirst edgesIgnoringSafeArea
        editButtonItem emptyDataSet enabled endEditing endRefreshing endUpdates entity entityName
        environment environmentObject equalTo equalToSuperview eraseToAnyPublisher error estimatedRowHeight
        execute fetch fetchRequest fileImporter fill filter first fixedSize flatMap flatMapLatest
        floatingLabel focused font footer foregroundColor foregroundStyle frame gesture gray grayColor green
        handler hasChanges header headline height heightAnchor hidden hide hidesBackButton
        hidesBottomBarWhenPushed hitTest hud icon identifier ignoresSafeArea image imageEdgeInsets
        imageNamed imageView imageViewContent indexPath indicator insert insertNewObject insertRows
        insertSections insertSubview inset interactivePopGestureRecognizer invalidateIntrinsicContentSize
        isActive isDarkMode isEnabled isHidden isHighlighted isLoading isOpaque isPagingEnabled
        isScrollEnabled isSelected isUserInteractionEnabled italic item just keyWindow keyboardType kf label
        largeTitle largeTitleDisplayMode layer layout layoutAttributesForElements layoutIfNeeded
        layoutMargins layoutMarginsGuide layoutSubviews leading leadingAnchor left leftBarButtonItem
        lightGray lineBreakMode lineLimit lineSpacing lineWidth listRowBackground listRowInsets listStyle
        load loadView make makeBody makeConstraints makeCoordinator makeUIView makeUIViewController
        managedObjectContext mask masksToBounds maxHeight maxWidth maximumNumberOfLines medium menu merge
        minHeight minWidth minimumScaleFactor modalPresentationStyle modalTransitionStyle modifier
        multilineTextAlignment mutableCopy navigationBar navigationBarHidden navigationBarItems
        navigationBarTitle navigationController navigationDestination navigationItem navigationTitle
        newBackgroundContext numberOfItems numberOfItemsInSection numberOfLines numberOfRows
        numberOfSections objectWillChange observe observeOn offset onAppear onChange onDelete onDisappear
        onNext onReceive onSubmit onTapGesture opacity orange overlay padding pageControl
        pageIndicatorTintColor perform performAndWait performSegue persistentContainer pink placeholder
        popToRootViewController popViewController preferredFont prefersLargeTitles prepareForReuse
        prepareForSegue present presentedViewController presentingViewController primary publisher purple
        push pushViewController radius receive red redColor refreshControl refreshable register registerCell
        reloadData reloadItems reloadRows reloadSections remakeConstraints removeAll removeConstraint
        removeConstraints removeFromParent removeFromSuperlayer removeFromSuperview request
        resignFirstResponder resizable resizingMode response responseData responseDecodable responseJSON
        retry right rightBarButtonItem rightBarButtonItems rollback root rootViewController rotationEffect
        rounded row rowHeight rx safeAreaInsets safeAreaLayoutGuide save scaleEffect scaledToFill
        scaledToFit scheduler scrollIndicators scrollToItem scrollToRow scrollView searchBar
        searchController searchable secondary section sectionHeaderHeight segue select selectRow selected
        selectedBackgroundView selectedImage selectedIndex selectedSegmentIndex selectionStyle semibold send
        separatorInset separatorStyle setContentCompressionResistancePriority setContentHuggingPriority
        setContentOffset setImage setImageWith setNavigationBarHidden setNeedsDisplay setNeedsLayout
        setTitle setTitleColor setValue setViewControllers shadow shadowColor shadowOffset shadowOpacity
        shadowPath shadowRadius shape share shareReplay sharedApplication sheet show
        showsHorizontalScrollIndicator showsVerticalScrollIndicator sink size sizeThatFits sizeToFit snp
        spacing startAnimating state stopAnimating store strokeColor style subheadline subscribe subscribeOn
        subtitle subviews superlayer superview swipeActions systemBackground systemFont systemGray tabBar
        tabBarController tabBarItem tabItem tableFooterView tableHeaderView tableView tag tap tapGesture
        target teal text textAlignment textColor textContainerInset textField textFieldStyle textLabel theme
        thin throttle tint tintColor title titleForHeaderInSection titleLabel titleTextAttributes titleView
        toggle toolbar top topAnchor topViewController trailing trailingAnchor traitCollection transform
        transition translatesAutoresizingMaskIntoConstraints underline update updateConstraints updateUI
        updateUIView updateUIViewController updateView userInteractionEnabled validate value view
        viewContext viewController viewControllers viewDidAppear viewDidDisappear viewDidLayoutSubviews
        viewDidLoad viewWillAppear viewWillDisappear viewWillLayoutSubviews visibleCells weight white
        whiteColor width widthAnchor window withAnimation withUnretained yellow zIndex
        """)

    /// First argument labels of the frameworks' common initializers (`UIColor(named:)`,
    /// `Color(red:green:blue:)`, `Image(systemName:)`), beside `StandardLibraryNames.initializerLabels`.
    static let initializerLabels = SortedNames("""
        action alignment cgColor cgImage coder color contentsOfFile data destination displayP3 entity frame
        hue image isPresented named nibName red resource root rootViewController sRGB selection style
        systemItem systemName text title uiColor uiImage white
        """)
}
